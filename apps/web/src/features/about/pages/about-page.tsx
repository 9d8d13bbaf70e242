import { LinkButton } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { aboutMessages } from '../messages.ts';

export default function AboutPage() {
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeading className="mb-4">{pageTitles.about}</PageHeading>
      <p className="text-lg leading-relaxed text-stone-700">{aboutMessages.intro}</p>
      <div className="mt-10 space-y-10">
        {aboutMessages.sections.map((section) => (
          <section key={section.title} className="border-l-4 border-sand pl-5">
            <h2 className="mb-3 text-xl sm:text-2xl">{section.title}</h2>
            <div className="space-y-3 leading-relaxed text-stone-800">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
      <div className="mt-12 flex flex-wrap gap-3">
        <LinkButton to={paths.shop()}>{aboutMessages.toShop}</LinkButton>
        <LinkButton to={paths.blog()} variant="secondary">
          {aboutMessages.toBlog}
        </LinkButton>
      </div>
    </article>
  );
}
