/** The fields of a postal address, in checkout and on the profile. */
export const addressLabels = {
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  street: 'Straat',
  number: 'Huisnummer',
  numberHint: 'Nummer met eventuele toevoeging, bijv. 10-C',
  zip: 'Postcode',
  city: 'Plaats',
  country: 'Land',
} as const;
