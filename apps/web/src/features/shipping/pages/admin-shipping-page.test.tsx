import { type ShippingMethod, shippingMessages } from '@shop/shared/shipping';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aShippingMethod } from '../../../test/fixtures.ts';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

const method = (overrides: Partial<ShippingMethod>) => aShippingMethod({ _id: 'm1', ...overrides });

/** The admin API as a tiny server: the list, what was sent, and a failure to answer with. */
let methods: ShippingMethod[];
let sent: { method: string; url: string; body: unknown }[];
let answerWrites: (() => Response) | null;

beforeEach(() => {
  methods = [method({})];
  sent = [];
  answerWrites = null;
  logInAs('admin');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const verb = init?.method ?? 'GET';
      if (verb === 'GET' && url === '/api/admin/shipping') return json(200, methods);
      if (!url.startsWith('/api/admin/shipping')) return json(200, []);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method: verb, url, body });
      if (answerWrites) return answerWrites();
      const id = url.split('/').at(-1);
      if (verb === 'POST') {
        const created = method({ ...body, _id: `m${methods.length + 1}` });
        methods = [...methods, created];
        return json(201, created);
      }
      if (verb === 'PUT') {
        methods = methods.map((m) => (m._id === id ? { ...m, ...body } : m));
        return json(
          200,
          methods.find((m) => m._id === id),
        );
      }
      methods = methods.filter((m) => m._id !== id);
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const table = async () => screen.findByRole('table');

describe('the shipping methods screen', () => {
  it('lists the methods with their amounts and countries', async () => {
    methods = [
      method({ _id: 'm1', name: 'PostNL brievenbus', price: 4.25, freeAbove: null, maxOrder: 25 }),
      method({
        _id: 'm2',
        name: 'DHL afhaalpunt',
        carrier: 'DHL',
        countries: ['NL', 'BE'],
        price: 4.95,
        freeAbove: null,
        isActive: false,
      }),
    ];
    renderApp('/admin/shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verzendmethoden' })).toBeInTheDocument();
    const brievenbus = within(await table()).getByRole('row', { name: /PostNL brievenbus/ });
    expect(
      within(brievenbus).getByText('€ 4,25', { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();
    expect(
      within(brievenbus).getByText('€ 25,00', { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();
    const dhl = within(await table()).getByRole('row', { name: /DHL afhaalpunt/ });
    expect(within(dhl).getByText('Nederland, België')).toBeInTheDocument();
    expect(within(dhl).getByText('niet actief')).toBeInTheDocument();
  });

  it('shows the Dutch rules under their fields, then adds a method', async () => {
    renderApp('/admin/shipping');
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Verzendmethode toevoegen' }));
    expect(await screen.findByText(shippingMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(shippingMessages.carrierRequired)).toBeInTheDocument();
    expect(screen.getByText(shippingMessages.priceNonNegative)).toBeInTheDocument();
    expect(screen.getByText(shippingMessages.deliveryEstimateRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Naam')).toHaveAccessibleDescription(shippingMessages.nameRequired);

    await user.click(screen.getByLabelText('Nederland'));
    await user.click(screen.getByRole('button', { name: 'Verzendmethode toevoegen' }));
    expect(await screen.findByText(shippingMessages.countriesRequired)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Landen' })).toHaveAccessibleDescription(
      shippingMessages.countriesRequired,
    );

    await user.type(screen.getByLabelText('Naam'), 'DHL afhaalpunt');
    await user.type(screen.getByLabelText('Vervoerder'), 'DHL');
    await user.click(screen.getByLabelText('Nederland'));
    await user.click(screen.getByLabelText('België'));
    await user.type(screen.getByLabelText('Prijs (€)'), '4.95');
    await user.type(screen.getByLabelText('Gratis vanaf (€)'), '60');
    await user.type(screen.getByLabelText('Alleen tot bestelbedrag (€)'), '50');
    await user.type(screen.getByLabelText('Levertijd'), '1-3 werkdagen');
    await user.click(screen.getByRole('button', { name: 'Verzendmethode toevoegen' }));
    expect(await screen.findByText(shippingMessages.freeAboveOverMaxOrder)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Alleen tot bestelbedrag (€)'));
    await user.click(screen.getByRole('button', { name: 'Verzendmethode toevoegen' }));
    expect(await screen.findByText(shippingMessages.created)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/shipping',
        body: {
          name: 'DHL afhaalpunt',
          carrier: 'DHL',
          countries: ['NL', 'BE'],
          price: 4.95,
          freeAbove: 60,
          maxOrder: null,
          deliveryEstimate: '1-3 werkdagen',
          isActive: true,
        },
      },
    ]);
    expect(await within(await table()).findByRole('row', { name: /DHL afhaalpunt/ })).toBeInTheDocument();
    // A fresh form for the next one.
    expect(screen.getByLabelText('Naam')).toHaveValue('');
  });

  it('changes a method in the form, or leaves it as it was', async () => {
    renderApp('/admin/shipping');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bewerken: PostNL pakket (NL)' }));
    expect(screen.getByRole('heading', { level: 2, name: 'PostNL pakket bewerken' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prijs (€)')).toHaveValue(6.95);
    expect(screen.getByLabelText('Gratis vanaf (€)')).toHaveValue(40);
    expect(screen.getByLabelText('Alleen tot bestelbedrag (€)')).toHaveValue(null);

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Nieuwe verzendmethode' })).toBeInTheDocument();
    expect(screen.getByLabelText('Naam')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Bewerken: PostNL pakket (NL)' }));
    await user.clear(screen.getByLabelText('Prijs (€)'));
    await user.type(screen.getByLabelText('Prijs (€)'), '7.5');
    await user.clear(screen.getByLabelText('Gratis vanaf (€)'));
    await user.click(screen.getByLabelText('Actief'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(shippingMessages.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/shipping/m1',
        body: {
          name: 'PostNL pakket',
          carrier: 'PostNL',
          countries: ['NL'],
          price: 7.5,
          freeAbove: null,
          maxOrder: null,
          deliveryEstimate: '1 werkdag',
          isActive: false,
        },
      },
    ]);
    const row = await within(await table()).findByRole('row', { name: /PostNL pakket/ });
    await waitFor(() => expect(within(row).getByText('niet actief')).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Nieuwe verzendmethode' })).toBeInTheDocument();
  });

  it("puts the server's refusal under its field, and says so when saving fails otherwise", async () => {
    renderApp('/admin/shipping');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bewerken: PostNL pakket (NL)' }));
    answerWrites = () =>
      json(400, {
        error: { code: 'VALIDATION_ERROR', message: 'Ongeldige invoer.', details: { name: ['Te lang'] } },
      });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Te lang')).toBeInTheDocument();

    answerWrites = () => apiError(503, 'SERVICE_UNAVAILABLE', 'Even niet');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(shippingMessages.saveFailed)).toBeInTheDocument();
  });

  it('deletes a method only after confirmation', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderApp('/admin/shipping');
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Verwijderen: PostNL pakket (NL)' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith(shippingMessages.confirmDelete);
    expect(sent).toEqual([]);

    await user.click(remove);
    expect(await screen.findByText(shippingMessages.deleted)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/admin/shipping/m1', body: undefined }]);
    expect(await screen.findByText(shippingMessages.empty)).toBeInTheDocument();
  });

  it('says so when the methods cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/admin/shipping'
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'De winkel is even niet bereikbaar.')
          : json(200, []),
      ),
    );
    renderApp('/admin/shipping');
    expect(await screen.findByText('De winkel is even niet bereikbaar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
