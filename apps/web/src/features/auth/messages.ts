export const authPageMessages = {
  email: 'E-mail',
  password: 'Wachtwoord',
  loginSubmit: 'Login',
  loginBusy: 'Bezig met inloggen...',
  registerSubmit: 'Maak account aan',
  registerBusy: 'Even wachten...',
  noAccount: 'Nog geen account?',
  toRegister: 'Registreer je hier',
  haveAccount: 'Al een account?',
  toLogin: 'Log hier in',
  loginIntro: 'Log in om je winkelwagen, profiel en berichten te bekijken.',
  registerIntro: 'Maak een account aan om pakketten te bestellen en mee te praten op de blog.',
} as const;
