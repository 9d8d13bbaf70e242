import type { BlogData, BlogPost } from '@shop/shared/blog';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { aMedia } from '../../../test/fixtures.ts';
import { answerUploadsByHand, photoFile, type Sending } from '../../../test/photo-uploads.ts';
import { makePost } from '../test-fixtures.ts';
import { BlogCoverField } from './blog-cover-field.tsx';
import { type BlogFormValues, blogFormResolver, blogToFormValues } from './blog-form-values.ts';

vi.mock('../../../lib/media/upload-photo.ts', () => ({ uploadPhoto: vi.fn() }));

let sent: Sending[] = [];

beforeEach(() => {
  sent = answerUploadsByHand();
});

const photo = photoFile;

/** The field in a blog form of its own, saved to `onSubmit`; `busy` as the form is told. */
function Harness({
  initial,
  onSubmit,
}: {
  initial: Partial<BlogFormValues>;
  onSubmit: (data: BlogData) => void;
}) {
  const form = useForm<BlogFormValues, unknown, BlogData>({
    resolver: blogFormResolver,
    defaultValues: initial,
  });
  const [busy, setBusy] = useState(false);
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <BlogCoverField form={form} onBusyChange={setBusy} />
      <p>{busy ? 'bezig' : 'klaar'}</p>
      <button type="submit">Opslaan</button>
    </form>
  );
}

function renderField(post: Partial<BlogPost> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<Harness initial={blogToFormValues(makePost(post))} onSubmit={onSubmit} />);
  return { onSubmit, user };
}

const coverGroup = () => screen.getByRole('group', { name: 'Omslagfoto' });
const chooser = () => screen.getByLabelText('Foto kiezen');
const altInput = () => screen.getByLabelText('Beschrijving (alt-tekst)');
const uploadsList = () => screen.getByRole('list', { name: 'Uploads' });
const savedCover = (onSubmit: ReturnType<typeof vi.fn>) => (onSubmit.mock.calls[0] as [BlogData])[0].cover;

describe('The post’s cover photo', () => {
  it('says where the cover is shown, and takes one photo at a time', () => {
    renderField();
    expect(coverGroup()).toHaveAccessibleDescription(
      'De omslagfoto staat bij de blog in het blogoverzicht en in linkvoorbeelden, als iemand de blog deelt. Hij gaat voor de afbeelding (URL) hieronder.',
    );
    expect(
      screen.getByRole('group', { name: 'Sleep een foto hierheen of kies een bestand' }),
    ).toBeInTheDocument();
    expect(chooser()).not.toHaveAttribute('multiple');
    expect(screen.queryByLabelText('Beschrijving (alt-tekst)')).not.toBeInTheDocument();
  });

  it('uploads the chosen photo with its progress, then previews it with the title as alt text in place of the drop zone', async () => {
    const { user, onSubmit } = renderField();
    const media = aMedia();
    await user.upload(chooser(), photo('omslag.jpg'));

    expect(sent.map((sending) => sending.file.name)).toEqual(['omslag.jpg']);
    expect(screen.getByText('bezig')).toBeInTheDocument();
    expect(chooser()).toBeDisabled();
    const upload = within(uploadsList()).getByText('omslag.jpg').closest('li')!;
    await sent[0]!.progress(0.5);
    expect(within(upload).getByRole('progressbar', { name: 'omslag.jpg uploaden' })).toHaveValue(0.5);
    await sent[0]!.progress(1);
    expect(within(upload).getByText('Verwerken...')).toBeInTheDocument();
    await sent[0]!.succeed(media);

    const preview = coverGroup().querySelector('img')!;
    expect(preview).toHaveAttribute('srcset', media.srcSet.webp);
    expect(preview).toHaveAttribute('width', '1600');
    expect(preview).toHaveAttribute('height', '1200');
    expect(altInput()).toHaveValue('Gels per uur');
    expect(altInput()).toHaveFocus();
    expect(screen.queryByLabelText('Foto kiezen')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(screen.getByText('klaar')).toBeInTheDocument();

    await user.clear(altInput());
    await user.type(altInput(), '  Gels op een rij  ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(savedCover(onSubmit)).toEqual({ mediaId: media._id, alt: 'Gels op een rij' });
  });

  it('shows the server’s refusal under the file’s name and lets another photo be chosen', async () => {
    const { user, onSubmit } = renderField();
    await user.upload(chooser(), photo('kapot.jpg'));
    await sent[0]!.fail(
      new ApiError(400, 'VALIDATION_ERROR', 'Deze foto kan niet worden gelezen. Is het bestand beschadigd?'),
    );
    const refused = within(uploadsList()).getByText('kapot.jpg').closest('li')!;
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      'Deze foto kan niet worden gelezen. Is het bestand beschadigd?',
    );
    expect(chooser()).toBeEnabled();
    expect(screen.getByText('klaar')).toBeInTheDocument();
    expect(screen.queryByLabelText('Beschrijving (alt-tekst)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Melding over kapot.jpg sluiten' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(savedCover(onSubmit)).toBeNull();
  });

  it('uploads the first of several dropped photos and says a post has one cover', async () => {
    renderField();
    const zone = screen.getByRole('group', { name: 'Sleep een foto hierheen of kies een bestand' });
    const dataTransfer = { types: ['Files'], files: [photo('eerste.jpg'), photo('tweede.jpg')] };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragover', 'true');
    fireEvent.drop(zone, { dataTransfer });
    expect(sent.map((sending) => sending.file.name)).toEqual(['eerste.jpg']);
    const refused = within(uploadsList()).getByText('tweede.jpg').closest('li')!;
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      'Een blog heeft één omslagfoto: alleen de eerste foto wordt geüpload.',
    );
    await sent[0]!.succeed(aMedia());
    expect(altInput()).toHaveValue('Gels per uur');
  });

  it('stops an upload on request, and leaves a new photo’s alt text empty while the post has no title', async () => {
    const { user } = renderField({ title: '' });
    await user.upload(chooser(), photo('eerste.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload van eerste.jpg stoppen' }));
    expect(sent[0]!.signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument());
    expect(chooser()).toBeEnabled();

    await user.upload(chooser(), photo('tweede.jpg'));
    await sent[1]!.succeed(aMedia());
    expect(altInput()).toHaveValue('');
  });

  it('asks for an alt text before saving', async () => {
    const media = aMedia();
    const { user, onSubmit } = renderField({ cover: { alt: 'Gels', media } });
    await user.clear(altInput());
    await user.type(altInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(altInput()).toHaveAccessibleDescription(
        'Beschrijf in een paar woorden wat er op de foto staat. Beschrijf elke foto in een paar woorden (alt-tekst).',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(altInput(), 'Gels in de hand');
    await waitFor(() =>
      expect(altInput()).toHaveAccessibleDescription(
        'Beschrijf in een paar woorden wat er op de foto staat.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(savedCover(onSubmit)).toEqual({ mediaId: media._id, alt: 'Gels in de hand' });
  });

  it('takes the cover out, the keyboard going to the file chooser, and saves the post without one', async () => {
    const media = aMedia();
    const { user, onSubmit } = renderField({ cover: { alt: 'Gels op tafel', media } });
    expect(coverGroup().querySelector('img')).toHaveAttribute('srcset', media.srcSet.webp);
    expect(altInput()).toHaveValue('Gels op tafel');
    expect(screen.queryByLabelText('Foto kiezen')).not.toBeInTheDocument();

    const remove = screen.getByRole('button', { name: 'Omslagfoto verwijderen' });
    expect(remove).toHaveTextContent('Verwijderen');
    await user.click(remove);
    expect(coverGroup().querySelector('img')).toBeNull();
    expect(screen.queryByLabelText('Beschrijving (alt-tekst)')).not.toBeInTheDocument();
    expect(chooser()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'De omslagfoto is uit de blog gehaald. Pas als je opslaat, is dat definitief.',
    );

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(savedCover(onSubmit)).toBeNull();
  });

  it('takes a new photo after the old one is taken out, its alt text starting again from the title', async () => {
    const { user, onSubmit } = renderField({ cover: { alt: 'Oude foto', media: aMedia() } });
    await user.click(screen.getByRole('button', { name: 'Omslagfoto verwijderen' }));
    const media = aMedia();
    await user.upload(chooser(), photo('nieuw.jpg'));
    await sent[0]!.succeed(media);
    expect(altInput()).toHaveValue('Gels per uur');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(savedCover(onSubmit)).toEqual({ mediaId: media._id, alt: 'Gels per uur' });
  });
});
