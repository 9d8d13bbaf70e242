import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';
import { safeUrl } from './markdown-renderer.tsx';

describe('Markdown', () => {
  it('keeps only the allowed link protocols', () => {
    for (const url of [
      'https://x.nl',
      'http://x.nl',
      'mailto:a@b.nl',
      'irc://x',
      'ircs://x',
      'xmpp:a@b',
      '/relatief',
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('data:text/html,x')).toBe('');
  });

  it('renders markdown but never raw HTML', () => {
    render(
      <Markdown>{'## Kop\n\n<script>alert(1)</script>\n\n<b>vet</b> [link](javascript:alert(1))'}</Markdown>,
    );
    expect(screen.getByRole('heading', { name: 'Kop' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    // A refused address leaves the text, not a link to nowhere.
    expect(screen.getByText('link').closest('a')).toBeNull();
  });
});
