import { shopSettingsMessages } from '@shop/shared/shop-settings';
import { useState } from 'react';
import { type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { SettingsForm } from '../components/settings-form.tsx';
import { useSaveShopSettings, useShopSettings } from '../hooks/use-shop-settings.ts';

/**
 * /admin/settings: who sells (printed on every invoice) and whether orders pay the delivery
 * country's VAT (the EU one-stop shop). A shop that never saved shows the demo details.
 */
export default function AdminSettingsPage() {
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  const [saved, setSaved] = useState<Feedback | null>(null);

  return (
    <section className="max-w-3xl space-y-6">
      <PageHeading>{pageTitles.admin.settings}</PageHeading>
      <div aria-live="polite">
        <FeedbackAlert feedback={saved} />
      </div>
      {settings.isPending ? (
        <LoadingText />
      ) : settings.isError ? (
        <LoadFailure
          error={settings.error}
          fallback={shopSettingsMessages.loadFailed}
          onRetry={settings.refetch}
        />
      ) : (
        <SettingsForm
          settings={settings.data}
          onSubmit={async (values) => {
            setSaved(null);
            const kept = await save.mutateAsync(values);
            setSaved({ tone: 'success', text: shopSettingsMessages.saved });
            return kept;
          }}
        />
      )}
    </section>
  );
}
