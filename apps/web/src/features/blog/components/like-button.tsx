import type { BlogPost } from '@shop/shared/blog';
import { commentMessages } from '@shop/shared/comment-constants';
import Heart from 'lucide-react/icons/heart';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useToggleBlogLike } from '../hooks/use-blog.ts';
import { blogPageMessages as t } from '../messages.ts';

/** Spec 9: the heart animation after a like lasts 2 seconds. */
export const HEART_ANIMATION_MS = 2000;

/**
 * Likes or unlikes the post (logged-in users); a guest gets the login-required alert. A like shows
 * a short heart animation and a thank-you.
 */
export function LikeButton({ post }: { post: BlogPost }) {
  const { isLoggedIn } = useAuth();
  const [message, setMessage] = useState<string | null>(null);
  const [animating, setAnimating] = useState(false);
  const [thanked, setThanked] = useState(false);

  useEffect(() => {
    if (!animating) return;
    const timer = setTimeout(() => setAnimating(false), HEART_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [animating]);

  const like = useToggleBlogLike(post);

  const onClick = () => {
    setMessage(null);
    if (!isLoggedIn) {
      setMessage(commentMessages.loginToLike);
      return;
    }
    like.mutate(undefined, {
      onSuccess: ({ hasLiked }) => {
        setThanked(hasLiked);
        setAnimating(hasLiked);
      },
      onError: () => setMessage(t.likeFailed),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={onClick}
        disabled={like.isPending}
        aria-pressed={post.hasLiked}
        className="relative inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-accent-50 disabled:opacity-60 aria-pressed:border-accent-600 aria-pressed:text-accent-700"
      >
        {/* Named by what it shows (a toggle: aria-pressed tells whether it is on). */}
        <span className="sr-only">{`${t.like}, `}</span>
        <span className="relative inline-flex">
          <Heart aria-hidden size={20} className={post.hasLiked ? 'fill-accent-600 text-accent-600' : ''} />
          {animating && (
            <Heart
              aria-hidden
              data-testid="heart-animation"
              size={20}
              className="absolute inset-0 fill-accent-500 text-accent-500 motion-safe:animate-ping"
            />
          )}
        </span>
        <span>{t.likeCount(post.likeCount)}</span>
      </button>
      {thanked && post.hasLiked && (
        <p role="status" className="font-semibold text-accent-700">
          {t.likeThanks}
        </p>
      )}
      {message && <Alert className="w-full">{message}</Alert>}
    </div>
  );
}
