import { type ContentTopic, type ContentVersions, contentTopics } from '../src/db/content-versions.ts';

/** A stand-in for a process's counts of announced changes (db/content-versions.ts), moved by the test. */
export function fakeContentVersions() {
  const counts = Object.fromEntries(contentTopics.map((topic) => [topic, 0])) as Record<ContentTopic, number>;
  return {
    move: (topic: ContentTopic) => {
      counts[topic] += 1;
    },
    now: (): ContentVersions => ({ ...counts }),
    unchangedSince: (then: ContentVersions, topics: Iterable<ContentTopic>) =>
      [...topics].every((topic) => counts[topic] === then[topic]),
  };
}
