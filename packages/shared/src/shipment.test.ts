import { describe, expect, it } from 'vitest';
import { shipmentInputSchema, shipmentMessages, trackingCodeSchema, trackingUrl } from './shipment.ts';

const utrecht = { zip: '3511 AB', country: 'Nederland' };

describe('trackingUrl', () => {
  it('links a PostNL parcel to its page with the code, the country code and the postal code without spaces', () => {
    expect(trackingUrl({ carrier: 'PostNL', trackingCode: '3SABCD1234567', ...utrecht })).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-3511AB',
    );
    expect(
      trackingUrl({ carrier: 'PostNL', trackingCode: '3SABCD1234567', zip: '2000', country: 'belgië' }),
    ).toBe('https://jouw.postnl.nl/track-and-trace/3SABCD1234567-BE-2000');
  });

  it('writes the postal code in capitals, as PostNL reads it', () => {
    expect(trackingUrl({ carrier: 'PostNL', trackingCode: '3SABC', zip: ' 3511 ab ', country: 'NL' })).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABC-NL-3511AB',
    );
  });

  it('links a DHL parcel to its page by the code alone', () => {
    expect(trackingUrl({ carrier: 'DHL', trackingCode: 'JVGL0123456789', zip: '', country: '' })).toBe(
      'https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=JVGL0123456789',
    );
  });

  it('knows a carrier however its name is written', () => {
    for (const carrier of ['postnl', 'Post NL', ' POSTNL ', 'Post.NL']) {
      expect(trackingUrl({ carrier, trackingCode: '3SABC', ...utrecht })).toBe(
        'https://jouw.postnl.nl/track-and-trace/3SABC-NL-3511AB',
      );
    }
    expect(trackingUrl({ carrier: 'dhl', trackingCode: 'JVGL01', ...utrecht })).toMatch(
      /tracking-id=JVGL01$/,
    );
  });

  it('gives no link for a carrier it does not know: the code is all there is', () => {
    for (const carrier of ['GLS', 'DPD', 'Koerier', '', 'PostNL pakket', 'constructor', 'toString']) {
      expect(trackingUrl({ carrier, trackingCode: '3SABC', ...utrecht })).toBeNull();
    }
  });

  it('gives no PostNL link when the address cannot be looked up: no country it ships to, or no postal code', () => {
    expect(
      trackingUrl({ carrier: 'PostNL', trackingCode: '3SABC', zip: '3511 AB', country: 'Duitsland' }),
    ).toBeNull();
    expect(
      trackingUrl({ carrier: 'PostNL', trackingCode: '3SABC', zip: '', country: 'Nederland' }),
    ).toBeNull();
    expect(
      trackingUrl({ carrier: 'PostNL', trackingCode: '3SABC', zip: '3511/AB', country: 'NL' }),
    ).toBeNull();
  });

  it('puts the code into the address as a path or a parameter, never as markup or a second parameter', () => {
    expect(trackingUrl({ carrier: 'DHL', trackingCode: 'A&B=C', ...utrecht })).toMatch(
      /tracking-id=A%26B%3DC$/,
    );
    expect(trackingUrl({ carrier: 'PostNL', trackingCode: 'A/B', ...utrecht })).toBe(
      'https://jouw.postnl.nl/track-and-trace/A%2FB-NL-3511AB',
    );
  });
});

describe('trackingCodeSchema', () => {
  const parsed = (code: unknown) => trackingCodeSchema.safeParse(code);

  it('trims the code and reads it in capitals', () => {
    expect(parsed('  3sabcd1234567 ').data).toBe('3SABCD1234567');
  });

  it('takes 4 to 40 letters and digits', () => {
    expect(parsed('AB12').success).toBe(true);
    expect(parsed('A'.repeat(40)).success).toBe(true);
    expect(parsed('AB1').success).toBe(false);
    expect(parsed('A'.repeat(41)).success).toBe(false);
    // Trimmed first: four characters with spaces around are four.
    expect(parsed(' AB12 ').success).toBe(true);
    expect(parsed(' AB1 ').success).toBe(false);
  });

  it('refuses anything but letters and digits, and says what it wants', () => {
    // Said once, however many of the rules a code breaks.
    for (const code of ['3S ABC', '3S-ABC', 'ÄBCD', '<b>ABC</b>', '', '-', '-'.repeat(41), 42, undefined]) {
      const result = parsed(code);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        shipmentMessages.trackingCodeInvalid,
      ]);
    }
    expect(shipmentMessages.trackingCodeInvalid).toBe('Vul een geldige track-and-tracecode in.');
  });
});

describe('shipmentInputSchema', () => {
  it('needs a carrier, trimmed', () => {
    expect(shipmentInputSchema.parse({ carrier: ' DHL ', trackingCode: 'jvgl01' })).toEqual({
      carrier: 'DHL',
      trackingCode: 'JVGL01',
    });
    const result = shipmentInputSchema.safeParse({ carrier: '  ', trackingCode: 'JVGL01' });
    expect(result.error?.issues).toMatchObject([{ path: ['carrier'], message: 'Vul een vervoerder in.' }]);
  });
});
