import { type Coupon, couponMessages } from '@shop/shared/coupon';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  _id: 'c1',
  code: 'ZOMER10',
  kind: 'percentage',
  percentOff: 10,
  amountOff: null,
  validFrom: null,
  validTo: null,
  minimumOrder: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  isActive: true,
  timesUsed: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The admin API as a tiny server: the codes, what was sent, and a failure to answer writes with. */
let coupons: Coupon[];
let sent: { method: string; url: string; body: unknown }[];
let lists: string[];
let answerWrites: (() => Response) | null;

beforeEach(() => {
  coupons = [coupon({})];
  sent = [];
  lists = [];
  answerWrites = null;
  logInAs('admin');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const verb = init?.method ?? 'GET';
      if (!url.startsWith('/api/admin/coupons')) return json(200, []);
      if (verb === 'GET') {
        lists.push(url);
        const query = new URL(url, 'http://localhost').searchParams;
        const page = Number(query.get('page') ?? 1);
        const limit = Number(query.get('limit') ?? 50);
        const found = coupons.filter((one) => one.code.includes((query.get('code') ?? '').toUpperCase()));
        return json(200, {
          data: found.slice((page - 1) * limit, page * limit),
          page,
          limit,
          totalPages: Math.max(1, Math.ceil(found.length / limit)),
          totalRecords: found.length,
        });
      }
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method: verb, url, body });
      if (answerWrites) return answerWrites();
      const id = url.split('/').at(-1);
      if (verb === 'POST') {
        const created = coupon({
          ...body,
          code: body.code.trim().toUpperCase(),
          _id: `c${coupons.length + 1}`,
        });
        coupons = [...coupons, created];
        return json(201, created);
      }
      if (verb === 'PUT') {
        coupons = coupons.map((one) => (one._id === id ? { ...one, ...body } : one));
        return json(
          200,
          coupons.find((one) => one._id === id),
        );
      }
      coupons = coupons.filter((one) => one._id !== id);
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const plain = (text: string) => text.replace(/\s/g, ' ');
const table = () => screen.findByRole('table');
const rowOf = async (code: string) => within(await table()).findByRole('row', { name: new RegExp(code) });

describe('the coupon screen', () => {
  it('lists the codes with what they take off, when, on what conditions and how often they were used', async () => {
    coupons = [
      coupon({ _id: 'c1', code: 'ZOMER10', validFrom: '2026-06-01', validTo: '2026-08-31', timesUsed: 3 }),
      coupon({
        _id: 'c2',
        code: 'VIJFEURO',
        kind: 'fixed',
        percentOff: null,
        amountOff: 5,
        minimumOrder: 25,
        usageLimit: 100,
        perCustomerLimit: 1,
        firstOrderOnly: true,
        validTo: '2026-12-31',
        timesUsed: 7,
        isActive: false,
      }),
      coupon({ _id: 'c3', code: 'GRATIS', kind: 'free_shipping', percentOff: null }),
    ];
    renderApp('/admin/coupons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kortingscodes' })).toBeInTheDocument();
    const zomer = await rowOf('ZOMER10');
    expect(within(zomer).getByText('10%')).toBeInTheDocument();
    expect(within(zomer).getByText('01-06-2026 t/m 31-08-2026')).toBeInTheDocument();
    expect(within(zomer).getByText('3')).toBeInTheDocument();
    expect(within(zomer).getByText('actief')).toBeInTheDocument();
    const vijf = await rowOf('VIJFEURO');
    expect(within(vijf).getByText('€ 5,00', { normalizer: plain })).toBeInTheDocument();
    expect(within(vijf).getByText('T/m 31-12-2026')).toBeInTheDocument();
    expect(
      within(vijf).getByText('Vanaf € 25,00, 1× per klant, Eerste bestelling', { normalizer: plain }),
    ).toBeInTheDocument();
    expect(within(vijf).getByText('7 van 100')).toBeInTheDocument();
    expect(within(vijf).getByText('niet actief')).toBeInTheDocument();
    const gratis = await rowOf('GRATIS');
    expect(within(gratis).getByText('Gratis verzending')).toBeInTheDocument();
    expect(within(gratis).getByText('Altijd')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 van 1 — 3 kortingscodes')).toBeInTheDocument();
  });

  it('pages the list and filters it on a part of the code, keeping both in the address', async () => {
    coupons = Array.from({ length: 12 }, (_, index) =>
      coupon({ _id: `c${index}`, code: `CODE${String(index).padStart(2, '0')}` }),
    );
    const { router } = renderApp('/admin/coupons?limit=10');
    await rowOf('CODE00');
    expect(screen.getByText('Pagina 1 van 2 — 12 kortingscodes')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await rowOf('CODE11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&limit=10');
    expect(lists.at(-1)).toBe('/api/admin/coupons?page=2&limit=10');

    await user.type(screen.getByLabelText('Code bevat'), 'code1');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(lists.at(-1)).toBe('/api/admin/coupons?code=code1&page=1&limit=10'));
    expect(await rowOf('CODE10')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 van 1 — 2 kortingscodes')).toBeInTheDocument();
  });

  it('shows the Dutch rules under their fields, the value field of the kind chosen, then adds a code', async () => {
    renderApp('/admin/coupons');
    const user = userEvent.setup();
    await table();
    await user.type(screen.getByLabelText('Code'), 'x!');
    await user.type(screen.getByLabelText('Percentage (%)'), '120');
    await user.type(screen.getByLabelText('Geldig vanaf'), '2026-12-31');
    await user.type(screen.getByLabelText('Geldig tot en met'), '2026-12-01');
    await user.type(screen.getByLabelText('Maximaal per klant'), '0');
    await user.click(screen.getByRole('button', { name: 'Kortingscode toevoegen' }));
    expect(await screen.findByText(couponMessages.codeFormat)).toBeInTheDocument();
    expect(screen.getByText(couponMessages.perCustomerLimitPositive)).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      expect.stringContaining(couponMessages.codeFormat),
    );
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'welkom5');
    await user.clear(screen.getByLabelText('Maximaal per klant'));
    await user.type(screen.getByLabelText('Maximaal per klant'), '1');
    await user.click(screen.getByRole('button', { name: 'Kortingscode toevoegen' }));
    expect(await screen.findByText(couponMessages.percentOffRange)).toBeInTheDocument();
    expect(screen.getByText(couponMessages.validToBeforeFrom)).toBeInTheDocument();

    // A fixed amount asks for an amount instead of a percentage.
    await user.selectOptions(screen.getByLabelText('Soort korting'), 'Vast bedrag');
    expect(screen.queryByLabelText('Percentage (%)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kortingscode toevoegen' }));
    expect(await screen.findByText(couponMessages.amountOffPositive)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Bedrag (€)'), '5.5');
    await user.clear(screen.getByLabelText('Geldig tot en met'));
    await user.type(screen.getByLabelText('Minimaal bestelbedrag (€)'), '25');
    await user.type(screen.getByLabelText('Maximaal aantal keer'), '100');
    await user.click(screen.getByLabelText('Alleen voor de eerste bestelling van een klant'));
    await user.click(screen.getByRole('button', { name: 'Kortingscode toevoegen' }));
    expect(await screen.findByText(couponMessages.created)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/coupons',
        body: {
          code: 'WELKOM5',
          kind: 'fixed',
          percentOff: null,
          amountOff: 5.5,
          validFrom: '2026-12-31',
          validTo: null,
          minimumOrder: 25,
          usageLimit: 100,
          perCustomerLimit: 1,
          firstOrderOnly: true,
          isActive: true,
        },
      },
    ]);
    expect(await rowOf('WELKOM5')).toBeInTheDocument();
    // A fresh form for the next one.
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(screen.getByLabelText('Percentage (%)')).toHaveValue(null);
  });

  it('adds a free-shipping code without a value', async () => {
    renderApp('/admin/coupons');
    const user = userEvent.setup();
    await table();
    await user.type(screen.getByLabelText('Code'), 'GRATIS');
    await user.selectOptions(screen.getByLabelText('Soort korting'), 'Gratis verzending');
    expect(screen.queryByLabelText('Bedrag (€)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Percentage (%)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kortingscode toevoegen' }));
    expect(await screen.findByText(couponMessages.created)).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({
      code: 'GRATIS',
      kind: 'free_shipping',
      percentOff: null,
      amountOff: null,
    });
  });

  it('changes a code in the form, or leaves it as it was', async () => {
    coupons = [coupon({ validFrom: '2026-06-01', usageLimit: 50, perCustomerLimit: 2 })];
    renderApp('/admin/coupons');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bewerken: ZOMER10' }));
    expect(screen.getByRole('heading', { level: 2, name: 'ZOMER10 bewerken' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('ZOMER10');
    expect(screen.getByLabelText('Percentage (%)')).toHaveValue(10);
    expect(screen.getByLabelText('Geldig vanaf')).toHaveValue('2026-06-01');
    expect(screen.getByLabelText('Maximaal aantal keer')).toHaveValue(50);

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Nieuwe kortingscode' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Bewerken: ZOMER10' }));
    await user.clear(screen.getByLabelText('Percentage (%)'));
    await user.type(screen.getByLabelText('Percentage (%)'), '15');
    await user.clear(screen.getByLabelText('Maximaal aantal keer'));
    await user.click(screen.getByLabelText('Actief'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(couponMessages.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/coupons/c1',
        body: {
          code: 'ZOMER10',
          kind: 'percentage',
          percentOff: 15,
          amountOff: null,
          validFrom: '2026-06-01',
          validTo: null,
          minimumOrder: null,
          usageLimit: null,
          perCustomerLimit: 2,
          firstOrderOnly: false,
          isActive: false,
        },
      },
    ]);
    const row = await rowOf('ZOMER10');
    await waitFor(() => expect(within(row).getByText('15%')).toBeInTheDocument());
    expect(within(row).getByText('niet actief')).toBeInTheDocument();
  });

  it('puts a code that exists already under the code, and says so when saving fails otherwise', async () => {
    renderApp('/admin/coupons');
    const user = userEvent.setup();
    await table();
    await user.type(screen.getByLabelText('Code'), 'zomer10');
    await user.type(screen.getByLabelText('Percentage (%)'), '5');
    answerWrites = () => apiError(409, 'CONFLICT', couponMessages.codeTaken);
    await user.click(screen.getByRole('button', { name: 'Kortingscode toevoegen' }));
    expect(await screen.findByText(couponMessages.codeTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      expect.stringContaining(couponMessages.codeTaken),
    );

    answerWrites = () => apiError(503, 'SERVICE_UNAVAILABLE', 'Even niet');
    await user.click(screen.getByRole('button', { name: 'Kortingscode toevoegen' }));
    expect(await screen.findByText(couponMessages.saveFailed)).toBeInTheDocument();
  });

  it('deletes a code only after confirmation', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderApp('/admin/coupons');
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Verwijderen: ZOMER10' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Weet je zeker dat je deze kortingscode wil verwijderen?');
    expect(sent).toEqual([]);

    await user.click(remove);
    expect(await screen.findByText('Kortingscode verwijderd.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/admin/coupons/c1', body: undefined }]);
    expect(await screen.findByText('Nog geen kortingscodes.')).toBeInTheDocument();
  });

  it('says so when the codes cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiError(503, 'SERVICE_UNAVAILABLE', 'De winkel is even niet bereikbaar.')),
    );
    renderApp('/admin/coupons');
    expect(await screen.findByText('De winkel is even niet bereikbaar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
