export const aboutMessages = {
  intro:
    'Loopvoeding is een kleine webshop en blog van en voor hardlopers. We helpen je uitzoeken welke sportvoeding bij jou past, zonder dat je eerst een voorraadkast vol dozen hoeft te kopen.',
  sections: [
    {
      title: 'Hoe het begon',
      paragraphs: [
        'Tijdens de voorbereiding op haar derde marathon stond oprichter Eva de Boer voor de zoveelste keer met een doos van 24 gels in haar handen. Om uit te zoeken welke smaak haar maag verdroeg, moest ze telkens een hele doos kopen. Na een duurloop van 30 kilometer met buikkrampen wist ze het weer: deze smaak niet.',
        'Drie dozen, twee mislukte duurlopen en een lade vol halflege verpakkingen later was het idee er: lopers moeten kunnen proeven voordat ze kopen.',
      ],
    },
    {
      title: 'Inzicht in sportvoeding',
      paragraphs: [
        'Sportvoeding zit vol beloftes. Op onze blog schrijven we op wat onderzoek en ervaring er echt over zeggen: hoeveel koolhydraten je per uur kunt opnemen, waarom de ene loper veel meer zout verliest dan de andere en hoe je je darmen traint voor een marathon. Zonder hype, wel met bronnen.',
      ],
    },
    {
      title: 'Kleine proefpakketten, geen bulk',
      paragraphs: [
        'In onze shop vind je pakketten met een paar gels, repen of drankzakjes per soort en per merk. Zo test je op je lange duurlopen en tempotrainingen wat bij je past, en koop je pas daarna een grotere hoeveelheid, bij ons of waar je maar wilt.',
      ],
    },
    {
      title: 'Een community van lopers',
      paragraphs: [
        'Onder elk artikel kun je reageren, vragen stellen en ervaringen delen. Een paar keer per jaar organiseren we clublopen, in de duinen, op de Veluwe en langs de Maas, waar we samen nieuwe producten proeven en van elkaar leren. Volg onze Strava-club om mee te lopen.',
      ],
    },
  ],
  toShop: 'Bekijk de pakketten',
  toBlog: 'Lees de blog',
} as const;
