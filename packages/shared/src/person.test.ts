import { describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, displayName } from './person.ts';

describe('displayName', () => {
  it('is the first name and the initial of the last name from the profile', () => {
    expect(displayName({ firstName: 'Anna', lastName: 'Jansen', email: 'anna@example.nl' })).toBe('Anna J.');
    expect(displayName({ firstName: '  Anna  Sofie ', lastName: ' de Vries', email: 'a@b.nl' })).toBe(
      'Anna Sofie D.',
    );
  });

  it('is the first name alone when the last name is empty', () => {
    expect(displayName({ firstName: 'Anna', lastName: '   ', email: 'anna@example.nl' })).toBe('Anna');
  });

  it('without a first name, is the start of the part before the @, at most half of it and six characters', () => {
    expect(displayName({ firstName: '', lastName: 'Jansen', email: 'anna.jansen@example.nl' })).toBe(
      'anna.j…',
    );
    expect(displayName({ email: 'anna@example.nl' })).toBe('an…');
    expect(displayName({ email: 'a@example.nl' })).toBe('a…');
    expect(displayName({ email: `${'x'.repeat(300)}@example.nl` })).toBe('xxxxxx…');
  });

  it('never contains an @ or a whole address, whatever the profile says', () => {
    for (const person of [
      { firstName: 'bob@example.nl', lastName: '', email: 'bob@example.nl' },
      { firstName: '', lastName: '', email: 'bob@example.nl' },
      { firstName: '@', lastName: '@', email: '@@@' },
      { firstName: ' ', lastName: '', email: 'weird"@"local@example.nl' },
    ]) {
      const name = displayName(person);
      expect(name).not.toContain('@');
      expect(name).not.toContain('example.nl');
    }
  });

  it('counts characters, not code units: accents and emoji are never cut in half', () => {
    expect(displayName({ firstName: 'Ådne', lastName: 'øster', email: '' })).toBe('Ådne Ø.');
    expect(displayName({ firstName: 'Zoë', lastName: '😀Smile', email: '' })).toBe('Zoë 😀.');
    expect(displayName({ email: '😀😀😀😀@example.nl' })).toBe('😀😀…');
    expect(displayName({ firstName: 'É'.repeat(50), email: '' })).toBe(`${'É'.repeat(40)}…`);
    // A letter with a combining accent and an emoji made of several code points stay whole.
    expect(displayName({ firstName: 'Noor', lastName: 'E\u0301mile', email: '' })).toBe('Noor E\u0301.');
    expect(displayName({ email: '👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧@example.nl' })).toBe('👩‍👩‍👧👩‍👩‍👧…');
  });

  it('is Anoniem when there is nothing to name', () => {
    expect(displayName({ firstName: '', lastName: '', email: '' })).toBe(ANONYMOUS_NAME);
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe(ANONYMOUS_NAME);
    expect(displayName({ email: '@example.nl' })).toBe(ANONYMOUS_NAME);
    expect(displayName({ firstName: '\u0000\t\n', email: '' })).toBe(ANONYMOUS_NAME);
  });
});
