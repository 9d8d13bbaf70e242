import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './button.tsx';

const form = (busy = false) => (
  <form>
    <SubmitButton busy={busy} busyLabel="Bezig...">
      Versturen
    </SubmitButton>
  </form>
);

describe('a form’s submit button', () => {
  it('in a page the server rendered: disabled in the HTML, enabled once the app has hydrated it', () => {
    const html = renderToString(form());
    expect(html).toMatch(/<button type="submit"[^>]*\sdisabled=""/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);
    render(form(), { container, hydrate: true });
    // The server's button itself, kept and enabled.
    expect(screen.getByRole('button', { name: 'Versturen' })).toBe(button);
    expect(button.disabled).toBe(false);
  });

  it('rendered by the browser itself: enabled at once, disabled while busy', () => {
    const { rerender } = render(form());
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeEnabled();
    rerender(form(true));
    expect(screen.getByRole('button', { name: 'Bezig...' })).toBeDisabled();
  });
});
