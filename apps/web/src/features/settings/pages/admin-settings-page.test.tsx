import { defaultShopSettings, type ShopSettings, shopSettingsMessages } from '@shop/shared/shop-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';

/** The settings API as a tiny server: what it holds, what was sent, and a failure to answer with. */
let stored: ShopSettings;
let sent: { method: string; body: unknown }[];
let answerRead: (() => Response) | null;
let answerWrite: (() => Response) | null;

beforeEach(() => {
  stored = { ...defaultShopSettings };
  sent = [];
  answerRead = null;
  answerWrite = null;
  logInAs('admin');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url !== '/api/admin/settings') return json(200, []);
      if (method === 'GET') return answerRead ? answerRead() : json(200, stored);
      const body = JSON.parse(String(init?.body));
      sent.push({ method, body });
      if (answerWrite) return answerWrite();
      stored = body;
      return json(200, stored);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ossLabel = 'Btw van het land van aflevering (EU-éénloketsysteem, OSS)';

describe('the settings screen', () => {
  it("shows the shop's details and the one-stop-shop switch with what it does", async () => {
    renderApp('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winkelinstellingen' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Bedrijfsnaam')).toHaveValue('Loopvoeding B.V.');
    expect(screen.getByLabelText('Straat en huisnummer')).toHaveValue('Hardloperspad 12');
    expect(screen.getByLabelText('Postcode')).toHaveValue('3511 AB');
    expect(screen.getByLabelText('Plaats')).toHaveValue('Utrecht');
    expect(screen.getByLabelText('KvK-nummer')).toHaveValue('12345678');
    expect(screen.getByLabelText('Btw-nummer')).toHaveValue('NL123456789B01');
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('info@loopvoeding.nl');
    const oss = screen.getByRole('switch', { name: ossLabel });
    expect(oss).not.toBeChecked();
    expect(oss).toHaveAccessibleDescription(/Belgische btw-tarief/);
    expect(screen.getByRole('group', { name: 'Verkoper' })).toBeInTheDocument();
  });

  it('shows the shared rules in Dutch under their fields and sends nothing', async () => {
    renderApp('/admin/settings');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Bedrijfsnaam'));
    await user.clear(screen.getByLabelText('KvK-nummer'));
    await user.type(screen.getByLabelText('KvK-nummer'), '1234');
    await user.clear(screen.getByLabelText('Btw-nummer'));
    await user.type(screen.getByLabelText('Btw-nummer'), 'DE123');
    await user.clear(screen.getByLabelText('E-mailadres'));
    await user.type(screen.getByLabelText('E-mailadres'), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(shopSettingsMessages.sellerNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('KvK-nummer')).toHaveAccessibleDescription(
      `8 cijfers. ${shopSettingsMessages.kvkInvalid}`,
    );
    expect(screen.getByText(shopSettingsMessages.vatNumberInvalid)).toBeInTheDocument();
    expect(screen.getByText(shopSettingsMessages.emailInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves the details and the switch, tidied as the server keeps them', async () => {
    renderApp('/admin/settings');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Bedrijfsnaam'));
    await user.type(screen.getByLabelText('Bedrijfsnaam'), 'Renvoer');
    await user.clear(screen.getByLabelText('Btw-nummer'));
    await user.type(screen.getByLabelText('Btw-nummer'), 'nl 1234.56789 b02');
    await user.click(screen.getByRole('switch', { name: ossLabel }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(shopSettingsMessages.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          ...defaultShopSettings,
          sellerName: 'Renvoer',
          vatNumber: 'NL123456789B02',
          oneStopShop: true,
        },
      },
    ]);
    // The form shows what the server kept.
    expect(screen.getByLabelText('Btw-nummer')).toHaveValue('NL123456789B02');
    expect(screen.getByRole('switch', { name: ossLabel })).toBeChecked();
    // Typing on a busy machine: a limit, not a speed target.
  }, 15_000);

  it("puts the server's refusal under its field, and says so when saving fails otherwise", async () => {
    renderApp('/admin/settings');
    const user = userEvent.setup();
    await screen.findByLabelText('Bedrijfsnaam');
    answerWrite = () =>
      json(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Ongeldige invoer.',
          details: { kvkNumber: [shopSettingsMessages.kvkInvalid] },
        },
      });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(shopSettingsMessages.kvkInvalid)).toBeInTheDocument();

    answerWrite = () => apiError(500, 'INTERNAL_ERROR', 'kapot');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(shopSettingsMessages.saveFailed)).toBeInTheDocument();
    expect(screen.queryByText(shopSettingsMessages.saved)).not.toBeInTheDocument();
  });

  it('says the settings could not be loaded, and offers no form to save', async () => {
    answerRead = () => apiError(500, 'INTERNAL_ERROR', 'kapot');
    renderApp('/admin/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(shopSettingsMessages.loadFailed);
    expect(screen.queryByLabelText('Bedrijfsnaam')).not.toBeInTheDocument();
  });

  it('is in the admin menu', async () => {
    renderApp('/admin');
    const menu = await screen.findByRole('navigation', { name: 'Adminmenu' });
    expect(within(menu).getByRole('link', { name: 'Instellingen' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });
});
