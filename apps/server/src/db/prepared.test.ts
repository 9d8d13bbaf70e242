import { describe, expect, it } from 'vitest';
import { preparedPer } from './prepared.ts';

describe('a statement prepared per database handle', () => {
  it('is built once for each handle, and again for another', () => {
    const built: object[] = [];
    const statement = preparedPer((db: object) => {
      built.push(db);
      return { db };
    });
    const [one, other] = [{}, {}];
    expect(statement(one)).toBe(statement(one));
    expect(statement(other)).not.toBe(statement(one));
    expect(statement(other).db).toBe(other);
    expect(built).toEqual([one, other]);
  });
});
