import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, logInAs, renderApp } from '../../../test/render.tsx';
import { callsTo, makeComment, makePost, stubApi } from '../test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const POST_URL = '/api/blog/gels-per-uur';
const COMMENTS_URL = '/api/blog/gels-per-uur/comments';

function stubPost(comments = [makeComment()], extra?: Parameters<typeof stubApi>[0]) {
  return stubApi((url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (url.pathname === POST_URL) return json(200, makePost());
    if (url.pathname === COMMENTS_URL && (init?.method ?? 'GET') === 'GET') return json(200, comments);
    return undefined;
  });
}

const commentBy = (name: string) => screen.getByRole('article', { name: `Reactie van ${name}` });

describe('blog post page', () => {
  it('shows the article: category link, title, author, long date, tags, markdown and the title as tab title', async () => {
    stubPost([]);
    renderApp('/blog/gels-per-uur');
    expect(await screen.findByText('Artikel laden...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gels per uur' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Race & Training Fuel' })).toHaveAttribute(
      'href',
      '/blog/category/race-en-training-fuel',
    );
    expect(screen.getByText('Redactie L.')).toBeInTheDocument();
    expect(screen.getByText('Gepubliceerd op:')).toBeInTheDocument();
    expect(screen.getByText('2 november 2026')).toBeInTheDocument();
    expect(screen.getByText('#marathon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Waarom gels' })).toBeInTheDocument();
    expect(await screen.findByText('Nog geen reacties op dit artikel.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Gels per uur — Loopvoeding'));
  });

  it('shows the spec error when the post cannot be found', async () => {
    stubApi((url) => (url.pathname === POST_URL ? apiError(404, 'NOT_FOUND') : undefined));
    renderApp('/blog/gels-per-uur');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is een fout opgetreden bij het ophalen van de blog.',
    );
  });

  it('tells a guest to log in to like, to comment and to reply', async () => {
    const fetchMock = stubPost();
    renderApp('/blog/gels-per-uur');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Vind ik leuk/ }));
    expect(await screen.findByText('⚠️ Inloggen vereist om te liken.')).toBeInTheDocument();
    expect(screen.getByText(/⚠️ Inloggen vereist om te reageren\./)).toBeInTheDocument();
    expect(screen.queryByLabelText('Jouw reactie')).not.toBeInTheDocument();
    const comment = await screen.findByRole('article', { name: 'Reactie van Lotte P.' });
    await user.click(within(comment).getByRole('button', { name: 'Reageren' }));
    expect(within(comment).getByRole('alert')).toHaveTextContent('⚠️ Inloggen vereist om te reageren.');
    await user.click(within(comment).getByRole('button', { name: /Like deze reactie/ }));
    expect(within(comment).getByRole('alert')).toHaveTextContent('⚠️ Inloggen vereist om te liken.');
    expect(within(comment).queryByRole('button', { name: 'Bewerken' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toHaveLength(0);
  });

  it('likes the post, shows the new count, the heart and a thank-you', async () => {
    logInAs('user');
    stubPost([], (url, init) =>
      url.pathname === `${POST_URL}/like` && init?.method === 'POST'
        ? json(200, { hasLiked: true, likes: 5 })
        : undefined,
    );
    renderApp('/blog/gels-per-uur');
    const button = await screen.findByRole('button', { name: 'Vind ik leuk, 4 likes' });
    await userEvent.click(button);
    expect(await screen.findByText('Bedankt voor je like!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vind ik leuk, 5 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('heart-animation')).toBeInTheDocument();
  });

  it('says "Comment is te kort." under 3 characters and posts a longer comment', async () => {
    logInAs('user');
    const fetchMock = stubPost([], (url, init) =>
      url.pathname === COMMENTS_URL && init?.method === 'POST' ? json(201, { _id: 'c9' }) : undefined,
    );
    renderApp('/blog/gels-per-uur');
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Jouw reactie');
    await user.type(box, '  ok  ');
    await user.click(screen.getByRole('button', { name: 'Plaatsen' }));
    expect(await screen.findByText('Comment is te kort.')).toBeInTheDocument();
    expect(callsTo(fetchMock, COMMENTS_URL).filter(({ init }) => init?.method === 'POST')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '  Top artikel  ');
    await user.click(screen.getByRole('button', { name: 'Plaatsen' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const posted = callsTo(fetchMock, COMMENTS_URL).find(({ init }) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.init?.body))).toEqual({ content: 'Top artikel' });
  });

  it('lets the author reply (submit disabled under 2 characters), edit and delete; others only reply', async () => {
    logInAs('user', 900, 'loper@example.nl');
    const thread = [
      makeComment({
        replies: [makeComment({ _id: 'c2', user: { _id: 'u2', name: 'Ander A.' }, content: 'Eens!' })],
      }),
    ];
    const fetchMock = stubPost(thread, (url, init) => {
      if (init?.method === 'POST' && url.pathname === COMMENTS_URL) return json(201, { _id: 'c3' });
      if (init?.method === 'PUT' && url.pathname === '/api/blog/comments/c1')
        return new Response(null, { status: 204 });
      if (init?.method === 'DELETE' && url.pathname === '/api/blog/comments/c1') return apiError(500);
      return undefined;
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    renderApp('/blog/gels-per-uur');
    const user = userEvent.setup();
    const own = await screen.findByRole('article', { name: 'Reactie van Lotte P.' });

    // Replies fold open and shut.
    await user.click(within(own).getByRole('button', { name: 'toon 1 antwoord(en)' }));
    const reply = commentBy('Ander A.');
    expect(reply).toHaveTextContent('Eens!');
    expect(within(reply).queryByRole('button', { name: 'Bewerken' })).not.toBeInTheDocument();
    expect(within(reply).getByRole('button', { name: 'Reageren' })).toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'verberg 1 antwoord(en)' }));
    expect(screen.queryByRole('article', { name: 'Reactie van Ander A.' })).not.toBeInTheDocument();

    // Reply mode: the widget needs 2 trimmed characters.
    await user.click(within(own).getAllByRole('button', { name: 'Reageren' })[0]!);
    const replyBox = within(own).getByLabelText('Jouw antwoord');
    const send = within(own).getByRole('button', { name: 'Antwoord plaatsen' });
    await user.type(replyBox, ' a ');
    expect(send).toBeDisabled();
    await user.type(replyBox, 'b');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(within(own).queryByLabelText('Jouw antwoord')).not.toBeInTheDocument());
    const posted = callsTo(fetchMock, COMMENTS_URL).find(({ init }) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.init?.body))).toEqual({ content: 'a b', parentComment: 'c1' });

    // Edit mode.
    await user.click(within(own).getByRole('button', { name: 'Bewerken' }));
    const editBox = within(own).getByLabelText('Reactie bewerken');
    expect(editBox).toHaveValue('Heel nuttig artikel!');
    await user.clear(editBox);
    await user.type(editBox, 'Aangepast');
    await user.click(within(own).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(within(own).queryByLabelText('Reactie bewerken')).not.toBeInTheDocument());
    const put = callsTo(fetchMock, '/api/blog/comments/c1').find(({ init }) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ content: 'Aangepast' });

    // A failed delete says so.
    await user.click(within(own).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(own).findByRole('alert')).toHaveTextContent('⚠️ Verwijderen mislukt');
  });

  it('says "⚠️ Bewerken mislukt" when an edit fails', async () => {
    logInAs('user', 900, 'loper@example.nl');
    stubPost([makeComment()], (url, init) =>
      init?.method === 'PUT' && url.pathname === '/api/blog/comments/c1' ? apiError(500) : undefined,
    );
    renderApp('/blog/gels-per-uur');
    const user = userEvent.setup();
    const own = await screen.findByRole('article', { name: 'Reactie van Lotte P.' });
    await user.click(within(own).getByRole('button', { name: 'Bewerken' }));
    await user.type(within(own).getByLabelText('Reactie bewerken'), '!');
    await user.click(within(own).getByRole('button', { name: 'Opslaan' }));
    expect(await within(own).findByRole('alert')).toHaveTextContent('⚠️ Bewerken mislukt');
  });

  it('shows a deleted comment without actions, and the admin its edit history cut at 80 characters', async () => {
    logInAs('admin', 900, 'admin@loopvoeding.nl');
    const longText = 'x'.repeat(100);
    stubPost([
      makeComment({
        deleted: true,
        edited: true,
        content: '[Reactie verwijderd]',
        editHistory: [
          {
            type: 'edit',
            by: { email: 'loper@example.nl' },
            at: '2026-11-03T11:00:00.000Z',
            content: longText,
          },
        ],
      }),
      makeComment({ _id: 'c5', user: { _id: 'u5', name: 'Vijf V.' }, content: 'Nog een' }),
    ]);
    renderApp('/blog/gels-per-uur');
    const deleted = await screen.findByRole('article', { name: 'Reactie van Lotte P.' });
    expect(deleted).toHaveTextContent('[Reactie verwijderd]');
    expect(within(deleted).queryByRole('button', { name: 'Reageren' })).not.toBeInTheDocument();
    expect(within(deleted).queryByRole('button', { name: 'Bewerken' })).not.toBeInTheDocument();
    expect(within(deleted).getByText('Bewerkingsgeschiedenis (1)')).toBeInTheDocument();
    expect(within(deleted).getByText(`${'x'.repeat(80)}...`)).toBeInTheDocument();
    // An admin may change anyone's comment.
    expect(within(commentBy('Vijf V.')).getByRole('button', { name: 'Bewerken' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reacties (1)' })).toBeInTheDocument();
  });

  it('signs a comment whose author removed their account as a deleted user, open to replies', async () => {
    stubPost([makeComment({ _id: 'c6', user: null, content: 'Nog steeds nuttig' })]);
    renderApp('/blog/gels-per-uur');
    const orphan = await screen.findByRole('article', { name: 'Reactie van Verwijderde gebruiker' });
    expect(orphan).toHaveTextContent('Nog steeds nuttig');
  });
});

describe('blog post page for drafts', () => {
  it('lets an admin preview a draft, marked as such', async () => {
    logInAs('admin', 900, 'admin@loopvoeding.nl');
    stubApi((url) => (url.pathname === POST_URL ? json(200, makePost({ isPublished: false })) : undefined));
    renderApp('/blog/gels-per-uur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gels per uur' })).toBeInTheDocument();
    expect(screen.getByText('Dit artikel is een concept: alleen admins zien het.')).toBeInTheDocument();
    // Never published: it says when it was written, not 'Gepubliceerd op'.
    expect(screen.queryByText(/Gepubliceerd op/)).not.toBeInTheDocument();
    expect(screen.getByText('Aangemaakt op:')).toBeInTheDocument();
    expect(screen.getByText('1 november 2026')).toBeInTheDocument();
  });

  it('never shows a draft to a user', async () => {
    logInAs('user');
    stubApi((url) => (url.pathname === POST_URL ? json(200, makePost({ isPublished: false })) : undefined));
    renderApp('/blog/gels-per-uur');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is een fout opgetreden bij het ophalen van de blog.',
    );
  });
});
