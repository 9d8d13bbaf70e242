import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPrice } from './product-price.tsx';

// Decision 050: the struck price is the reference the server found in the price history, never the
// list price merely because a discount exists.

const priceOf = (product: Parameters<typeof ProductPrice>[0]['product']) => {
  const { container } = render(<ProductPrice product={product} />);
  return container.querySelector('p')!;
};

describe('ProductPrice', () => {
  it('shows a price without a discount as it is, nothing struck through', () => {
    const price = priceOf({ price: 10, discount: null, referencePrice: null });
    expect(price).toHaveTextContent(/^€\s10,00$/);
    expect(price.querySelector('del')).toBeNull();
    expect(price).not.toHaveClass('text-red-700');
  });

  it('strikes through the reference price beside the price after discount, in red', () => {
    const price = priceOf({ price: 10, discount: { type: 'percentage', value: 20 }, referencePrice: 10 });
    expect(price.querySelector('del')).toHaveTextContent(/^€\s10,00$/);
    expect(screen.getByText(/^€\s8,00$/)).toHaveClass('text-red-700');
    expect(price).toHaveTextContent(
      /Laagste prijs van de 30 dagen voor de korting\s*€\s10,00\s*Nu\s*€\s8,00/,
    );
  });

  it('strikes through the reference, not the list price, when the two differ', () => {
    // Listed at 12, raised from 9 just before a 25 % discount: 9 was the lowest of the 30 days.
    const price = priceOf({ price: 12, discount: { type: 'percentage', value: 25 }, referencePrice: 9.5 });
    expect(price.querySelector('del')).toHaveTextContent(/^€\s9,50$/);
    expect(price).not.toHaveTextContent('12,00');
    expect(screen.getByText(/^€\s9,00$/)).toHaveClass('text-red-700');
  });

  it('shows a discount without a reference as its price alone: nothing struck, not in red', () => {
    const price = priceOf({ price: 10, discount: { type: 'fixed', value: 2 }, referencePrice: null });
    expect(price).toHaveTextContent(/^€\s8,00$/);
    expect(price.querySelector('del')).toBeNull();
    expect(price).toHaveClass('text-ink');
    expect(price.querySelector('.text-red-700')).toBeNull();
  });
});
