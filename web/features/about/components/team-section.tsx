import { UserRound } from 'lucide-react';
import { SectionHeading } from '@web/components/ui/section-heading';
import { TEAM_ROLES } from '@web/content/team-roles';

export function TeamSection() {
  return (
    <section aria-labelledby="team-title" className="flex flex-col gap-8">
      <SectionHeading id="team-title" eyebrow="The team" title="The people behind Thera" />
      <ul className="grid gap-4 md:grid-cols-3">
        {TEAM_ROLES.map((member) => (
          <li key={member.role} className="flex flex-col gap-3 rounded-2xl border border-ink-700/80 bg-ink-800/50 p-6">
            <span className="grid size-12 place-items-center rounded-full bg-lavender-400/10 text-lavender-300">
              <UserRound className="size-6" aria-hidden />
            </span>
            {member.name && <p className="text-sm text-mist-300">{member.name}</p>}
            <h3 className="text-lg font-semibold">{member.role}</h3>
            <p className="text-sm leading-relaxed text-mist-300">{member.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
