import {
  type NotificationIcon as IconName,
  notificationIconLabels,
  notificationIcons,
} from '@shop/shared/notification';
import { useId } from 'react';
import { NotificationIcon } from './notification-icon.tsx';

/** The broadcast's icon: every icon shown with its Dutch name, one chosen (radio buttons). */
export function NotificationIconPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: IconName;
  onChange: (icon: IconName) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {notificationIcons.map((icon) => (
          <label
            key={icon}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-600"
          >
            <input
              type="radio"
              name={name}
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
              className="sr-only"
            />
            <NotificationIcon icon={icon} className="text-accent-700" />
            {notificationIconLabels[icon]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
