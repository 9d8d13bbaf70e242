import type { ProductData } from '@shop/shared/product';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { aMedia } from '../../../test/fixtures.ts';
import { answerUploadsByHand, photoFile, type Sending } from '../../../test/photo-uploads.ts';
import { productFixture } from '../test-fixtures.ts';
import { type ProductFormValues, productFormResolver, productToFormValues } from './product-form-values.ts';
import { ProductPhotosField } from './product-photos-field.tsx';

vi.mock('../../../lib/media/upload-photo.ts', () => ({ uploadPhoto: vi.fn() }));

let sent: Sending[] = [];

beforeEach(() => {
  sent = answerUploadsByHand();
});

const photo = photoFile;
const photosOf = (alts: string[]) => alts.map((alt) => ({ alt, media: aMedia() }));

/** The field in a product form of its own, saved to `onSubmit`; `busy` as the form is told. */
function Harness({
  initial,
  onSubmit,
}: {
  initial: ProductFormValues;
  onSubmit: (data: ProductData) => void;
}) {
  const form = useForm<ProductFormValues, unknown, ProductData>({
    resolver: productFormResolver,
    defaultValues: initial,
  });
  const [busy, setBusy] = useState(false);
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <ProductPhotosField form={form} onBusyChange={setBusy} />
      <p>{busy ? 'bezig' : 'klaar'}</p>
      <button type="submit">Opslaan</button>
    </form>
  );
}

function renderField(product = productFixture()) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<Harness initial={productToFormValues(product)} onSubmit={onSubmit} />);
  return { onSubmit, user };
}

const photoGroup = (position: number) => screen.getByRole('group', { name: `Foto ${position}` });
const altOf = (position: number) => within(photoGroup(position)).getByLabelText('Beschrijving (alt-tekst)');
const uploadsList = () => screen.getByRole('list', { name: 'Uploads' });
const savedPhotos = (onSubmit: ReturnType<typeof vi.fn>) =>
  (onSubmit.mock.calls[0] as [ProductData])[0].photos;
const altTexts = () =>
  screen.getAllByLabelText<HTMLInputElement>('Beschrijving (alt-tekst)').map((input) => input.value);

describe('The product’s photos', () => {
  it('uploads the chosen files one after the other, with name and progress, then previews them with the title as alt text', async () => {
    const { user } = renderField();
    const first = aMedia();
    const second = aMedia();
    await user.upload(screen.getByLabelText('Foto’s kiezen'), [photo('start.jpg'), photo('finish.jpg')]);

    expect(sent.map((sending) => sending.file.name)).toEqual(['start.jpg']);
    expect(screen.getByText('bezig')).toBeInTheDocument();
    const start = within(uploadsList()).getByText('start.jpg').closest('li')!;
    const finish = within(uploadsList()).getByText('finish.jpg').closest('li')!;
    expect(within(finish).getByText('Wacht op de vorige foto...')).toBeInTheDocument();
    await sent[0]!.progress(0.4);
    expect(within(start).getByRole('progressbar', { name: 'start.jpg uploaden' })).toHaveValue(0.4);
    await sent[0]!.progress(1);
    expect(within(start).getByText('Verwerken...')).toBeInTheDocument();
    await sent[0]!.succeed(first);

    const preview = photoGroup(1).querySelector('img')!;
    expect(preview).toHaveAttribute('srcset', first.srcSet.webp);
    expect(preview).toHaveAttribute('width', '1600');
    expect(preview).toHaveAttribute('height', '1200');
    expect(altOf(1)).toHaveValue('Hardloopgel Citrus');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(within(uploadsList()).queryByText('start.jpg')).not.toBeInTheDocument();

    await sent[1]!.succeed(second);
    expect(altOf(2)).toHaveValue('Hardloopgel Citrus');
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(screen.getByText('klaar')).toBeInTheDocument();
  });

  it('shows the server’s refusal of one file under its name while the others go on', async () => {
    const { user, onSubmit } = renderField();
    await user.upload(screen.getByLabelText('Foto’s kiezen'), [photo('kapot.jpg'), photo('gel.jpg')]);
    await sent[0]!.fail(
      new ApiError(400, 'VALIDATION_ERROR', 'Deze foto kan niet worden gelezen. Is het bestand beschadigd?'),
    );
    const refused = within(uploadsList()).getByText('kapot.jpg').closest('li')!;
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      'Deze foto kan niet worden gelezen. Is het bestand beschadigd?',
    );

    await waitFor(() => expect(sent).toHaveLength(2));
    const gel = aMedia();
    await sent[1]!.succeed(gel);
    expect(altOf(1)).toHaveValue('Hardloopgel Citrus');
    expect(screen.queryByRole('group', { name: 'Foto 2' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Melding over kapot.jpg sluiten' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(savedPhotos(onSubmit)).toEqual([{ mediaId: gel._id, alt: 'Hardloopgel Citrus' }]);
  });

  it('stops an upload on request, and leaves a new photo’s alt text empty while the product has no title', async () => {
    const { user } = renderField(productFixture({ title: '' }));
    await user.upload(screen.getByLabelText('Foto’s kiezen'), [photo('eerste.jpg'), photo('tweede.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Upload van eerste.jpg stoppen' }));
    expect(sent[0]!.signal?.aborted).toBe(true);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(within(uploadsList()).queryByText('eerste.jpg')).not.toBeInTheDocument();
    await sent[1]!.succeed(aMedia());
    expect(altOf(1)).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Foto 2' })).not.toBeInTheDocument();
  });

  it('adds the photos dropped on it, highlighted while they are dragged over', async () => {
    renderField();
    const zone = screen.getByRole('group', { name: 'Sleep foto’s hierheen of kies bestanden' });
    const dataTransfer = { types: ['Files'], files: [photo('drop.jpg')] };
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragover', 'true');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveAttribute('data-dragover');
    expect(sent.map((sending) => sending.file.name)).toEqual(['drop.jpg']);
    await sent[0]!.succeed(aMedia());
    expect(photoGroup(1)).toBeInTheDocument();
  });

  it('moves a photo earlier or later, the keyboard staying with it, and saves the new order', async () => {
    const photos = photosOf(['Gel', 'Reep', 'Poeder']);
    const { user, onSubmit } = renderField(productFixture({ photos }));
    expect(screen.getByRole('button', { name: 'Foto 1 eerder' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Foto 3 later' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Foto 2 eerder' }));
    expect(altTexts()).toEqual(['Reep', 'Gel', 'Poeder']);
    expect(screen.getByRole('button', { name: 'Foto 1 later' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('De foto staat nu op plaats 1 van 3.');

    await user.keyboard('{Enter}');
    expect(altTexts()).toEqual(['Gel', 'Reep', 'Poeder']);
    expect(screen.getByRole('button', { name: 'Foto 2 later' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(altTexts()).toEqual(['Gel', 'Poeder', 'Reep']);
    expect(screen.getByRole('button', { name: 'Foto 3 eerder' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(savedPhotos(onSubmit)).toEqual([
      { mediaId: photos[0]!.media._id, alt: 'Gel' },
      { mediaId: photos[2]!.media._id, alt: 'Poeder' },
      { mediaId: photos[1]!.media._id, alt: 'Reep' },
    ]);
  });

  it('takes a photo out of the product only, and says nothing is lost until saving', async () => {
    const photos = photosOf(['Gel', 'Reep']);
    const { user, onSubmit } = renderField(productFixture({ photos }));
    expect(
      screen.getByText(
        'Verwijderen haalt een foto alleen uit dit product, en pas als je opslaat: tot dan gaat er niets verloren.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Foto 1 verwijderen' }));
    expect(altOf(1)).toHaveValue('Reep');
    expect(screen.queryByRole('group', { name: 'Foto 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto 1 verwijderen' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Foto 1 is uit het product gehaald.');

    await user.click(screen.getByRole('button', { name: 'Foto 1 verwijderen' }));
    expect(screen.getByLabelText('Foto’s kiezen')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(savedPhotos(onSubmit)).toEqual([]);
  });

  it('asks for an alt text for every photo, and the message moves with its photo', async () => {
    const { user, onSubmit } = renderField(productFixture({ photos: photosOf(['Gel', 'Reep']) }));
    await user.clear(altOf(2));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(altOf(2)).toHaveAccessibleDescription('Beschrijf elke foto in een paar woorden (alt-tekst).'),
    );
    expect(altOf(1)).not.toHaveAccessibleDescription();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Foto 2 eerder' }));
    await waitFor(() =>
      expect(altOf(1)).toHaveAccessibleDescription('Beschrijf elke foto in een paar woorden (alt-tekst).'),
    );
    expect(altOf(2)).not.toHaveAccessibleDescription();
    await user.type(altOf(1), 'Reep in de hand');
    await waitFor(() => expect(altOf(1)).not.toHaveAccessibleDescription());
  });

  it('adds no more than 8 photos', async () => {
    const { user } = renderField(
      productFixture({ photos: photosOf(['1', '2', '3', '4', '5', '6', '7'].map((n) => `Foto ${n}`)) }),
    );
    expect(screen.queryByText('Een product heeft hoogstens 8 foto’s.')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Foto’s kiezen'), [photo('acht.jpg'), photo('negen.jpg')]);
    expect(sent.map((sending) => sending.file.name)).toEqual(['acht.jpg']);
    const refused = within(uploadsList()).getByText('negen.jpg').closest('li')!;
    expect(within(refused).getByRole('alert')).toHaveTextContent('Een product heeft hoogstens 8 foto’s.');
    expect(screen.getByLabelText('Foto’s kiezen')).toBeDisabled();

    await sent[0]!.succeed(aMedia());
    expect(photoGroup(8)).toBeInTheDocument();
    expect(screen.getByLabelText('Foto’s kiezen')).toBeDisabled();
    expect(screen.getByLabelText('Foto’s kiezen')).toHaveAccessibleDescription(
      expect.stringContaining('Een product heeft hoogstens 8 foto’s.'),
    );
    await user.click(screen.getByRole('button', { name: 'Foto 8 verwijderen' }));
    expect(screen.getByLabelText('Foto’s kiezen')).toBeEnabled();
  });

  it('adds a photo the product already has only once', async () => {
    const photos = photosOf(['Gel']);
    const { user } = renderField(productFixture({ photos }));
    await user.upload(screen.getByLabelText('Foto’s kiezen'), [photo('nogmaals.jpg')]);
    await sent[0]!.succeed(photos[0]!.media);
    const refused = within(uploadsList()).getByText('nogmaals.jpg').closest('li')!;
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      'Elke foto mag maar één keer bij een product staan.',
    );
    expect(screen.queryByRole('group', { name: 'Foto 2' })).not.toBeInTheDocument();
  });
});
