const sizes = {
  sm: 'px-2.5 py-0.5 text-xs',
  md: 'px-3 py-1 text-sm',
} as const;

/** A post's tags as #tag chips; nothing when it has none. */
export function TagList({
  tags,
  size = 'sm',
  label,
  className = '',
}: {
  tags: readonly string[];
  size?: keyof typeof sizes;
  /** The list's name, where the chips are not inside a card that already says what they are. */
  label?: string;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag} className={`rounded-full bg-stone-100 font-medium text-stone-700 ${sizes[size]}`}>
          #{tag}
        </li>
      ))}
    </ul>
  );
}
