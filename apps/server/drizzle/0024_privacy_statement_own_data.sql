-- The privacy statement says what the visit statistics keep and how a customer takes or removes
-- their own data on the profile (decision 063). Each paragraph is replaced only while it still
-- reads as the first text had it: a paragraph the admin rewrote stays theirs.
UPDATE "legal_pages" SET "body" = replace(
  "body",
  $md$- **Bezoeken**: welke pagina's bekeken worden, met welk soort apparaat en welke browser, en door welk account als je bent ingelogd.$md$,
  $md$- **Bezoeken**: welke pagina je bekijkt, hoe lang, vanaf welke pagina je kwam, met welk soort apparaat en welke browser, en door welk account als je bent ingelogd. Staat in je browser 'Do Not Track' of 'Global Privacy Control' aan, dan koppelen we je bezoeken niet aan je account. We gebruiken bezoeken alleen om de winkel te verbeteren en plaatsen er geen cookies voor.$md$
) WHERE "slug" = 'privacy';
--> statement-breakpoint
UPDATE "legal_pages" SET "body" = replace(
  "body",
  $md$Je mag je gegevens inzien, laten verbeteren of laten verwijderen, bezwaar maken tegen een verwerking, de verwerking laten beperken en je gegevens in een gangbaar bestand ontvangen. Stuur je verzoek naar info@loopvoeding.nl; we antwoorden binnen een maand.$md$,
  $md$Je mag je gegevens inzien, laten verbeteren of laten verwijderen, bezwaar maken tegen een verwerking, de verwerking laten beperken en je gegevens in een gangbaar bestand ontvangen. Op je profiel download je zelf alles wat we van je bewaren ('Mijn gegevens downloaden') en verwijder je je account ('Account verwijderen'): je bestellingen en facturen bewaren we dan nog zeven jaar voor de belastingdienst, zonder je naam, adres en e-mailadres op de bestelling, en je reacties op de blog blijven staan onder 'Verwijderde gebruiker'. Voor al het andere stuur je je verzoek naar info@loopvoeding.nl; we antwoorden binnen een maand.$md$
) WHERE "slug" = 'privacy';
