import type { Media } from '@shop/shared/media';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from '../../../lib/media/upload-photo.ts';
import { aMedia } from '../../../test/fixtures.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { callsTo, mockApi, pagedFixture, productFixture } from '../test-fixtures.ts';

vi.mock('../../../lib/media/upload-photo.ts', () => ({ uploadPhoto: vi.fn() }));

/** What the server makes of each file uploaded, by name. */
const uploads = new Map<string, Media>();

beforeEach(() => {
  logInAs('admin');
  uploads.clear();
  vi.mocked(uploadPhoto).mockImplementation(async (file: File) => uploads.get(file.name) ?? aMedia());
});
afterEach(() => vi.unstubAllGlobals());

const photo = (name: string) => new File(['foto'], name, { type: 'image/jpeg' });

const existing = productFixture({
  photos: [
    { alt: 'Gel in de hand', media: aMedia() },
    { alt: 'Verpakking', media: aMedia() },
  ],
  discount: { type: 'fixed', value: 2 },
  contents: ['6 gels'],
  vatClass: 'standard',
  nutrition: {
    form: 'gel',
    servingSize: { amount: 60, unit: 'ml' },
    servingsPerPackage: 6,
    carbohydrateG: 22,
    fructoseG: 0,
    sodiumMg: 20,
    potassiumMg: null,
    caffeineMg: null,
    fluidMl: 60,
  },
});

function serveProductApi(answers: { create?: Response; update?: Response; load?: Response } = {}) {
  return mockApi(({ method, url }) => {
    if (method === 'POST' && url.pathname === '/api/products') return answers.create ?? json(201, existing);
    if (method === 'PUT' && url.pathname === `/api/products/${existing._id}`) {
      return answers.update ?? json(200, existing);
    }
    if (method === 'GET' && url.pathname === `/api/products/${existing._id}`)
      return answers.load ?? json(200, existing);
    if (method === 'GET' && url.pathname === `/api/admin/products/${existing._id}/price-history`) {
      return json(200, pagedFixture([]));
    }
    return undefined;
  });
}

async function fillValidProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Titel'), 'Snelle Gel: Citroen!');
  await user.type(screen.getByLabelText('Beschrijving'), 'Een **gel**.');
  await user.type(screen.getByLabelText('Prijs (€)'), '10');
  await user.type(screen.getByLabelText('Voorraad'), '5');
  await user.type(screen.getByLabelText('Categorieën (één per regel)'), 'Gels{Enter}{Enter}  Testen  ');
}

describe('New product form', () => {
  it('shows every validation message under its field and sends nothing', async () => {
    const fetchMock = serveProductApi();
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Afbeelding (URL)'), 'geen-url');
    await user.type(screen.getByLabelText('Voorraad'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const expectations = {
      Titel: 'Titel is verplicht',
      Slug: 'Slug is verplicht',
      Beschrijving: 'Beschrijving is verplicht',
      'Afbeelding (URL)': 'Ongeldige URL',
      'Prijs (€)': 'Prijs moet positief zijn',
      Voorraad: 'Voorraad moet 0 of meer zijn',
      'Categorieën (één per regel)': 'Minstens 1 categorie vereist',
    };
    for (const [label, message] of Object.entries(expectations)) {
      await waitFor(() =>
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
    }
    expect(callsTo(fetchMock, 'POST', '/api/products')).toHaveLength(0);
  });

  it('rejects a price below 0,10', async () => {
    serveProductApi();
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Prijs (€)'), '0.05');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Prijs moet positief zijn')).toBeInTheDocument();
  });

  it('takes a maximum per order from 1 to 99', async () => {
    serveProductApi();
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    await fillValidProduct(user);
    await user.clear(screen.getByLabelText('Maximaal per bestelling'));
    await user.type(screen.getByLabelText('Maximaal per bestelling'), '0');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByLabelText('Maximaal per bestelling')).toHaveAccessibleDescription(
      expect.stringContaining('Maximaal per bestelling moet een heel getal van 1 tot en met 99 zijn'),
    );
  });

  it('derives the slug from the title until the slug is edited by hand', async () => {
    serveProductApi();
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Titel');
    const slug = screen.getByLabelText('Slug');
    await user.type(title, 'Snelle Gel: Citroen!');
    expect(slug).toHaveValue('snelle-gel-citroen');
    await user.clear(slug);
    await user.type(slug, 'mijn-gel');
    await user.type(title, ' Extra');
    expect(slug).toHaveValue('mijn-gel');
  });

  it('starts a switched-on discount at 1 percent and sends null when it is off', async () => {
    const fetchMock = serveProductApi();
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    await fillValidProduct(user);
    expect(screen.queryByLabelText('Type korting')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Korting'));
    expect(screen.getByLabelText('Type korting')).toHaveValue('percentage');
    expect(screen.getByLabelText('Kortingswaarde')).toHaveValue(1);
    expect(screen.getByRole('option', { name: 'vast bedrag' })).toHaveValue('fixed');
    await user.click(screen.getByLabelText('Korting'));
    expect(screen.queryByLabelText('Kortingswaarde')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/products')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/products')[0]?.body).toMatchObject({ discount: null });
  });

  it('explains an empty or too high discount value', async () => {
    serveProductApi();
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    await fillValidProduct(user);
    await user.click(screen.getByLabelText('Korting'));
    await user.clear(screen.getByLabelText('Kortingswaarde'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByLabelText('Kortingswaarde')).toHaveAccessibleDescription(
      'Korting moet positief zijn',
    );
    await user.type(screen.getByLabelText('Kortingswaarde'), '150');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Kortingswaarde')).toHaveAccessibleDescription(
        'Een percentage kan niet hoger zijn dan 100',
      ),
    );
  });

  it('creates the product with trimmed lists and goes to the product list', async () => {
    const fetchMock = serveProductApi();
    const { router } = renderApp('/admin/new-product');
    const user = userEvent.setup();
    await fillValidProduct(user);
    await user.type(screen.getByLabelText('Merken (één per regel)'), ' Polderkracht {Enter} ');
    await user.type(screen.getByLabelText('Inhoud (één per regel)'), '6 gels{Enter}Schema');
    await user.type(screen.getByLabelText('Houdbaarheid'), '12 maanden');
    expect(screen.getByLabelText('Maximaal per bestelling')).toHaveValue(10);
    await user.clear(screen.getByLabelText('Maximaal per bestelling'));
    await user.type(screen.getByLabelText('Maximaal per bestelling'), '4');
    await user.click(screen.getByLabelText('Korting'));
    await user.selectOptions(screen.getByLabelText('Type korting'), 'fixed');
    await user.clear(screen.getByLabelText('Kortingswaarde'));
    await user.type(screen.getByLabelText('Kortingswaarde'), '2.5');
    expect(screen.getByLabelText('Btw-tarief')).toHaveDisplayValue('Laag tarief (voeding, sportdrank)');
    await user.selectOptions(screen.getByLabelText('Btw-tarief'), 'Hoog tarief (overig)');
    await user.click(screen.getByLabelText('Gepubliceerd'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(callsTo(fetchMock, 'POST', '/api/products')[0]?.body).toEqual({
      title: 'Snelle Gel: Citroen!',
      slug: 'snelle-gel-citroen',
      description: 'Een **gel**.',
      image: null,
      photos: [],
      price: 10,
      stock: 5,
      maxPerOrder: 4,
      shelfLife: '12 maanden',
      contents: ['6 gels', 'Schema'],
      category: ['Gels', 'Testen'],
      brand: ['Polderkracht'],
      discount: { type: 'fixed', value: 2.5 },
      vatClass: 'standard',
      isPublished: true,
      nutrition: null,
    });
  });

  it('sends what one serving holds, filled in under "Voedingswaarde per portie"', async () => {
    const fetchMock = serveProductApi();
    const { router } = renderApp('/admin/new-product');
    const user = userEvent.setup();
    await fillValidProduct(user);
    const nutrition = screen.getByRole('group', { name: 'Voedingswaarde per portie' });
    const inside = within(nutrition);
    await user.selectOptions(inside.getByLabelText('Vorm'), 'Drankpoeder');
    await user.type(inside.getByLabelText('Portiegrootte'), '85');
    await user.type(inside.getByLabelText('Porties per verpakking'), '4');
    await user.type(inside.getByLabelText('Koolhydraten (g)'), '80');
    await user.type(inside.getByLabelText('waarvan fructose (g)'), '35.6');
    await user.type(inside.getByLabelText('Natrium (mg)'), '500');
    await user.type(inside.getByLabelText('Vocht (ml)'), '500');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(callsTo(fetchMock, 'POST', '/api/products')[0]?.body.nutrition).toEqual({
      form: 'drink-mix',
      servingSize: { amount: 85, unit: 'g' },
      servingsPerPackage: 4,
      carbohydrateG: 80,
      fructoseG: 35.6,
      sodiumMg: 500,
      potassiumMg: null,
      caffeineMg: null,
      fluidMl: 500,
    });
  });

  it('explains nutrition that breaks a rule under its field and sends nothing', async () => {
    const fetchMock = serveProductApi();
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    await fillValidProduct(user);
    await user.type(screen.getByLabelText('Koolhydraten (g)'), '20');
    await user.type(screen.getByLabelText('waarvan fructose (g)'), '25');
    await user.type(screen.getByLabelText('Cafeïne (mg)'), '50.5');
    await user.type(screen.getByLabelText('Portiegrootte'), '0');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const expectations = {
      'waarvan fructose (g)': 'Fructose kan niet meer zijn dan de koolhydraten',
      'Cafeïne (mg)': 'Cafeïne moet een heel getal van 0 tot en met 400 mg zijn',
      Portiegrootte: 'Portie moet tussen 0,1 en 2000 g of ml liggen',
    };
    for (const [label, message] of Object.entries(expectations)) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
    }
    expect(callsTo(fetchMock, 'POST', '/api/products')).toHaveLength(0);
  });

  it('shows the create failure, and a taken slug under the slug field', async () => {
    serveProductApi({ create: apiError(500) });
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij opslaan van product.');

    vi.unstubAllGlobals();
    serveProductApi({ create: apiError(409, 'CONFLICT', 'Er bestaat al een product met deze slug.') });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(
        expect.stringContaining('Er bestaat al een product met deze slug.'),
      ),
    );
  });

  it('puts the messages of a rejected body under their fields', async () => {
    serveProductApi({
      create: json(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Ongeldige invoer.',
          details: {
            slug: ['Alleen kleine letters, cijfers en streepjes'],
            'nutrition.fructoseG': ['Vul ook de koolhydraten in: fructose is een deel daarvan'],
            'nutrition.servingSize.unit': ['Portie moet tussen 0,1 en 2000 g of ml liggen'],
          },
        },
      }),
    });
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij opslaan van product.');
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(
      expect.stringContaining('Alleen kleine letters, cijfers en streepjes'),
    );
    expect(screen.getByLabelText('waarvan fructose (g)')).toHaveAccessibleDescription(
      'Vul ook de koolhydraten in: fructose is een deel daarvan',
    );
    expect(screen.getByLabelText('Eenheid')).toHaveAccessibleDescription(
      'Portie moet tussen 0,1 en 2000 g of ml liggen',
    );
  });
});

describe('The product form’s photos', () => {
  it('sits above the image URL and creates the product with the uploaded photos in order, each with its alt text', async () => {
    const fetchMock = serveProductApi();
    const { router } = renderApp('/admin/new-product');
    const user = userEvent.setup();
    await fillValidProduct(user);
    const photos = screen.getByRole('group', { name: 'Foto’s' });
    expect(
      photos.compareDocumentPosition(screen.getByLabelText('Afbeelding (URL)')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const start = aMedia();
    const finish = aMedia();
    uploads.set('start.jpg', start).set('finish.jpg', finish);
    await user.upload(within(photos).getByLabelText('Foto’s kiezen'), [
      photo('start.jpg'),
      photo('finish.jpg'),
    ]);
    const second = within(await screen.findByRole('group', { name: 'Foto 2' }));
    expect(second.getByLabelText('Beschrijving (alt-tekst)')).toHaveValue('Snelle Gel: Citroen!');
    await user.clear(second.getByLabelText('Beschrijving (alt-tekst)'));
    await user.type(second.getByLabelText('Beschrijving (alt-tekst)'), 'Gel bij de finish');
    await user.click(screen.getByRole('button', { name: 'Foto 2 eerder' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(callsTo(fetchMock, 'POST', '/api/products')[0]?.body.photos).toEqual([
      { mediaId: finish._id, alt: 'Gel bij de finish' },
      { mediaId: start._id, alt: 'Snelle Gel: Citroen!' },
    ]);
  });

  it('waits for the photos still being uploaded before it saves', async () => {
    const fetchMock = serveProductApi();
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    await fillValidProduct(user);
    let finish: (media: Media) => void = () => undefined;
    vi.mocked(uploadPhoto).mockImplementationOnce(
      () =>
        new Promise<Media>((resolve) => {
          finish = resolve;
        }),
    );
    await user.upload(screen.getByLabelText('Foto’s kiezen'), [photo('traag.jpg')]);
    const save = screen.getByRole('button', { name: 'Wacht op de foto’s...' });
    expect(save).toBeDisabled();
    await act(async () => finish(aMedia()));
    expect(await screen.findByRole('button', { name: 'Opslaan' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Foto 1' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/products')).toHaveLength(0);
  });

  it('asks for an alt text before sending, and shows the server’s word on a photo under it', async () => {
    const fetchMock = serveProductApi({
      create: json(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Ongeldige invoer.',
          details: { 'photos.0.mediaId': ['Een van de foto’s bestaat niet meer. Upload hem opnieuw.'] },
        },
      }),
    });
    renderApp('/admin/new-product');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Foto’s kiezen'), [photo('zonder-titel.jpg')]);
    const alt = within(await screen.findByRole('group', { name: 'Foto 1' })).getByLabelText(
      'Beschrijving (alt-tekst)',
    );
    expect(alt).toHaveValue('');
    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(alt).toHaveAccessibleDescription('Beschrijf elke foto in een paar woorden (alt-tekst).'),
    );
    expect(callsTo(fetchMock, 'POST', '/api/products')).toHaveLength(0);

    await user.type(alt, 'Gel');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij opslaan van product.');
    expect(
      within(screen.getByRole('group', { name: 'Foto’s' })).getByText(
        'Een van de foto’s bestaat niet meer. Upload hem opnieuw.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Edit product form', () => {
  it('loads the product, keeps its slug when the title changes and saves with PUT', async () => {
    const fetchMock = serveProductApi();
    const { router } = renderApp(`/admin/edit-product/${existing._id}`);
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Titel');
    expect(title).toHaveValue('Hardloopgel Citrus');
    expect(screen.getByLabelText('Korting')).toBeChecked();
    expect(screen.getByLabelText('Type korting')).toHaveValue('fixed');
    expect(screen.getByLabelText('Kortingswaarde')).toHaveValue(2);
    expect(screen.getByLabelText('Categorieën (één per regel)')).toHaveValue('Gels');
    expect(screen.getByLabelText('Gepubliceerd')).toBeChecked();
    expect(screen.getByLabelText('Btw-tarief')).toHaveDisplayValue('Hoog tarief (overig)');
    expect(screen.getByLabelText('Vorm')).toHaveDisplayValue('Gel');
    expect(screen.getByLabelText('Portiegrootte')).toHaveValue(60);
    expect(screen.getByLabelText('Eenheid')).toHaveDisplayValue('milliliter (ml)');
    expect(screen.getByLabelText('waarvan fructose (g)')).toHaveValue(0);
    expect(screen.getByLabelText('Kalium (mg)')).toHaveValue(null);
    await user.type(title, ' Nieuw');
    await user.type(screen.getByLabelText('Cafeïne (mg)'), '75');
    expect(screen.getByLabelText('Slug')).toHaveValue('hardloopgel-citrus');
    await user.click(screen.getByLabelText('Gepubliceerd'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(callsTo(fetchMock, 'PUT', `/api/products/${existing._id}`)[0]?.body).toMatchObject({
      title: 'Hardloopgel Citrus Nieuw',
      slug: 'hardloopgel-citrus',
      isPublished: false,
      discount: { type: 'fixed', value: 2 },
      vatClass: 'standard',
      nutrition: { ...existing.nutrition, caffeineMg: 75 },
    });
  });

  it('shows the product’s photos and sends them back by id, as edited', async () => {
    const fetchMock = serveProductApi();
    renderApp(`/admin/edit-product/${existing._id}`);
    const user = userEvent.setup();
    const first = within(await screen.findByRole('group', { name: 'Foto 1' }));
    expect(first.getByLabelText('Beschrijving (alt-tekst)')).toHaveValue('Gel in de hand');
    const [gel, box] = existing.photos;
    expect(screen.getByRole('group', { name: 'Foto 1' }).querySelector('img')).toHaveAttribute(
      'srcset',
      gel?.media.srcSet.webp,
    );
    expect(screen.getByLabelText('Afbeelding (URL)')).toHaveValue('/images/products/hardloopgel-citrus.svg');
    await user.click(screen.getByRole('button', { name: 'Foto 2 eerder' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `/api/products/${existing._id}`)).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', `/api/products/${existing._id}`)[0]?.body).toMatchObject({
      image: '/images/products/hardloopgel-citrus.svg',
      photos: [
        { mediaId: box?.media._id, alt: 'Verpakking' },
        { mediaId: gel?.media._id, alt: 'Gel in de hand' },
      ],
    });
  });

  it('takes the nutrition away when every field is emptied', async () => {
    const fetchMock = serveProductApi();
    renderApp(`/admin/edit-product/${existing._id}`);
    const user = userEvent.setup();
    const group = within(await screen.findByRole('group', { name: 'Voedingswaarde per portie' }));
    await user.selectOptions(group.getByLabelText('Vorm'), '— geen —');
    for (const label of [
      'Portiegrootte',
      'Porties per verpakking',
      'Koolhydraten (g)',
      'waarvan fructose (g)',
    ]) {
      await user.clear(group.getByLabelText(label));
    }
    await user.clear(group.getByLabelText('Natrium (mg)'));
    await user.clear(group.getByLabelText('Vocht (ml)'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `/api/products/${existing._id}`)).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', `/api/products/${existing._id}`)[0]?.body.nutrition).toBeNull();
  });

  it('says so when the product cannot be loaded', async () => {
    serveProductApi({ load: apiError(404) });
    renderApp(`/admin/edit-product/${existing._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij ophalen product.');
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
  });

  it('says so when the update fails', async () => {
    serveProductApi({ update: apiError(500) });
    renderApp(`/admin/edit-product/${existing._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product bijwerken mislukt.');
  });
});
