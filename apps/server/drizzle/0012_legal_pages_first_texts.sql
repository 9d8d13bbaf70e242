-- The legal pages' first texts (decision 051), for a fresh shop and for one that already runs: the
-- footer and the checkout link to these pages from now on, so every shop has them. Demo details
-- (the same as the shop's default settings) that the admin replaces under /admin/pages; a page
-- that is already there keeps its text.
INSERT INTO "legal_pages" ("slug", "title", "body") VALUES
('voorwaarden', 'Algemene voorwaarden', $md$Deze algemene voorwaarden gelden voor elk aanbod van Loopvoeding en voor elke bestelling die je in onze webwinkel plaatst. Lees ze voordat je bestelt: door te bestellen ga je ermee akkoord.

## 1. Wie wij zijn

- Loopvoeding B.V.
- Hardloperspad 12, 3511 AB Utrecht
- E-mail: info@loopvoeding.nl
- KvK-nummer: 12345678
- Btw-nummer: NL123456789B01

## 2. Het aanbod

- Bij elk product staat wat het is, wat erin zit en hoe lang het houdbaar is. Kennelijke vergissingen of fouten in het aanbod binden ons niet.
- Afbeeldingen geven het product zo goed mogelijk weer; kleine verschillen in kleur of verpakking kunnen voorkomen.
- Een aanbod geldt zolang de voorraad strekt.

## 3. De overeenkomst

De overeenkomst komt tot stand zodra je een bestelling plaatst en betaalt. Je krijgt daarna een bevestiging per e-mail met een overzicht van je bestelling.

## 4. Prijzen en betaling

- Alle prijzen zijn in euro's en inclusief btw. De verzendkosten zie je voordat je bestelt.
- Je betaalt vooraf, veilig op de betaalpagina van onze betaalprovider.

## 5. Levering

- We versturen je bestelling naar het adres dat je opgeeft, in Nederland of België. De verwachte levertijd staat bij de verzendmethode.
- Lukt leveren niet binnen 30 dagen, dan laten we je dat weten en mag je de bestelling kosteloos ontbinden. Wat je al betaalde, krijg je dan binnen 14 dagen terug.
- Het risico van beschadiging of verlies gaat op je over zodra je het pakket ontvangt.

## 6. Herroepingsrecht

Je mag je bestelling binnen 14 dagen na ontvangst zonder opgave van redenen herroepen. Hoe dat werkt en voor welke producten het niet geldt, lees je op de pagina [Herroepingsrecht](/herroepingsrecht).

## 7. Conformiteit en garantie

Onze producten voldoen aan de overeenkomst en aan de wettelijke eisen voor levensmiddelen. Je wettelijke rechten blijven altijd gelden. Bewaar de producten zoals op de verpakking staat en gebruik ze voor de houdbaarheidsdatum.

## 8. Klachten

Heb je een klacht, meld die dan zo snel mogelijk en duidelijk omschreven via info@loopvoeding.nl of het [contactformulier](/contact). We reageren binnen 14 dagen. Komen we er samen niet uit, dan kun je je geschil voorleggen aan de bevoegde rechter.

## 9. Toepasselijk recht

Op deze voorwaarden en op elke overeenkomst met Loopvoeding is Nederlands recht van toepassing. Woon je in België, dan houd je de bescherming die het Belgische recht je als consument geeft.

## 10. Persoonsgegevens

Hoe wij met je gegevens omgaan, lees je in onze [privacyverklaring](/privacy).$md$),
('privacy', 'Privacyverklaring', $md$Loopvoeding B.V. (Hardloperspad 12, 3511 AB Utrecht, KvK-nummer 12345678) is verantwoordelijk voor de persoonsgegevens die je in deze webwinkel achterlaat. Hier lees je welke gegevens we verwerken, waarom, hoe lang, en welke rechten je hebt. Vragen? Mail naar info@loopvoeding.nl.

## Welke gegevens we verwerken

- **Je account**: je e-mailadres, je wachtwoord (nooit leesbaar opgeslagen), je naam, je telefoonnummer en de sportgegevens die je zelf invult.
- **Je bestellingen**: je bezorgadressen, wat je bestelt en of het betaald is. Je kaart- of bankgegevens zien wij niet: die verwerkt onze betaalprovider.
- **Je berichten**: wat je ons via het contactformulier of de support stuurt, en je reacties op de blog.
- **Bezoeken**: welke pagina's bekeken worden, met welk soort apparaat en welke browser, en door welk account als je bent ingelogd.

## Waarom we ze verwerken

- Om je bestelling uit te voeren, te bezorgen en je op de hoogte te houden (uitvoering van de overeenkomst).
- Om je vragen te beantwoorden (uitvoering van de overeenkomst of ons gerechtvaardigd belang).
- Om onze administratie bij te houden zoals de belastingwet voorschrijft (wettelijke plicht).
- Om de winkel veilig te houden en te verbeteren (gerechtvaardigd belang).

We verkopen je gegevens nooit en sturen je geen nieuwsbrief zonder je toestemming.

## Met wie we ze delen

Alleen met wie we nodig hebben om je bestelling af te handelen: onze betaalprovider, de vervoerder die je pakket bezorgt en onze e-mailprovider. Met hen hebben we afspraken gemaakt over de beveiliging van je gegevens.

## Hoe lang we ze bewaren

- Bestel- en betaalgegevens: 7 jaar, de fiscale bewaarplicht.
- Je account: tot je vraagt het te verwijderen.
- Contactberichten: tot 2 jaar nadat je vraag is afgehandeld.

## Cookies

We gebruiken alleen cookies die de winkel nodig heeft om te werken, zoals het cookie dat je ingelogd houdt. We plaatsen geen advertentie- of trackingcookies.

## Je rechten

Je mag je gegevens inzien, laten verbeteren of laten verwijderen, bezwaar maken tegen een verwerking, de verwerking laten beperken en je gegevens in een gangbaar bestand ontvangen. Stuur je verzoek naar info@loopvoeding.nl; we antwoorden binnen een maand. Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.

## Beveiliging

We beveiligen je gegevens met passende maatregelen, zoals een versleutelde verbinding en wachtwoorden die we nooit leesbaar opslaan.$md$),
('herroepingsrecht', 'Herroepingsrecht', $md$Koop je als consument bij Loopvoeding, dan mag je je bestelling binnen 14 dagen zonder opgave van redenen herroepen: de bedenktijd.

## De termijn

De termijn eindigt 14 dagen na de dag waarop jij, of iemand die jij hebt aangewezen en die niet de vervoerder is, het product ontvangt. Komt één bestelling in meerdere pakketten, dan telt de dag waarop je het laatste pakket ontvangt.

## Zo herroep je

Laat ons voor het einde van de termijn duidelijk weten dat je de overeenkomst herroept: per e-mail aan info@loopvoeding.nl, via het [contactformulier](/contact), of met het modelformulier onderaan deze pagina. Je hoeft dat formulier niet te gebruiken. Je bent op tijd als je je bericht verstuurt voordat de termijn voorbij is.

## Terugsturen

Stuur het product binnen 14 dagen na je herroeping terug naar Loopvoeding B.V., Hardloperspad 12, 3511 AB Utrecht, compleet en in de originele verpakking. De kosten van het terugsturen zijn voor jou. Ga zorgvuldig met het product om en bekijk het alleen zoals je dat in een winkel zou doen: is het meer in waarde gedaald dan daarvoor nodig was, dan mogen we dat verschil in rekening brengen.

## Terugbetaling

We betalen alles wat je voor de bestelling betaalde terug, ook de standaard verzendkosten, binnen 14 dagen nadat je de herroeping hebt gemeld, met het betaalmiddel waarmee je betaalde. We mogen wachten tot we het product terug hebben of tot je laat zien dat je het hebt teruggestuurd, wat het eerst komt. Koos je een duurdere verzending dan de goedkoopste standaardlevering, dan betalen we die standaardkosten terug.

## Uitzonderingen

Voor sommige producten geldt het herroepingsrecht niet. Bij sportvoeding gaat het om:

- **Verzegelde producten waarvan je de verzegeling na de levering hebt verbroken**, zoals een geopende pot of zak poeder of een gel waarvan de seal gebroken is. Om de gezondheid te beschermen en om hygiënische redenen nemen we die niet terug.
- **Producten die snel bederven of kort houdbaar zijn**, zoals verse repen of producten die kort na de levering over de datum gaan.

Ongeopende producten die nog lang houdbaar zijn, kun je gewoon binnen de termijn herroepen.

## Modelformulier voor herroeping

Vul dit formulier alleen in en stuur het terug als je de overeenkomst wilt herroepen.

- Aan: Loopvoeding B.V., Hardloperspad 12, 3511 AB Utrecht, info@loopvoeding.nl
- Ik/Wij\* deel/delen\* u hierbij mede dat ik/wij\* onze overeenkomst betreffende de verkoop van de volgende producten herroep/herroepen\*:
- Besteld op\*/ontvangen op\*:
- Naam/Namen consument(en):
- Adres consument(en):
- Handtekening van consument(en) (alleen als dit formulier op papier wordt ingediend):
- Datum:

\* Doorhalen wat niet van toepassing is.$md$)
ON CONFLICT ("slug") DO NOTHING;
