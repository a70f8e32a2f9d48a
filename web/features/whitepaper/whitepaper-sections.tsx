import type { ReactNode } from 'react';
import { Flame, Lock } from 'lucide-react';
import { TokenomicsChart } from './components/tokenomics-chart';
import { ROADMAP, TOKEN, VESTING_CONTRACTS, formatTokens, joinWithAnd } from './token-facts';

export interface WhitepaperSection {
  id: string;
  title: string;
  body: ReactNode;
}

const p = 'leading-relaxed text-mist-200';

export const WHITEPAPER_SECTIONS: readonly WhitepaperSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p className={p}>
          Crypto markets never close, and the people who trade them carry that weight: sleepless nights, fear of missing
          out, the sting of a liquidation. TheraAgent brings emotional wellness to this community with Thera, an AI
          companion who listens by voice or text and guides short, spoken exercises.
        </p>
        <p className={p}>
          The {TOKEN.ticker} token ties the community to the product: it rewards people for looking after themselves and
          gives holders a voice in where TheraAgent goes next.
        </p>
      </>
    ),
  },
  {
    id: 'vision',
    title: 'Vision & Purpose',
    body: (
      <>
        <p className={p}>
          Our vision is a crypto community that trades with a clear head. We want taking a breath before a trade to feel
          as natural as checking a chart, and we want support to be there at any hour, in the language traders actually
          speak.
        </p>
        <p className={p}>
          TheraAgent is a wellness companion. It does not replace professional mental health care, and it does not give
          financial advice.
        </p>
      </>
    ),
  },
  {
    id: 'token-overview',
    title: 'Token Overview',
    body: (
      <dl className="grid gap-3 sm:grid-cols-3">
        {[
          ['Ticker', TOKEN.ticker],
          ['Chain', TOKEN.chain],
          ['Total supply', formatTokens(TOKEN.totalSupply)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl border border-ink-700 bg-ink-950/40 p-4">
            <dt className="text-sm text-mist-300">{term}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    ),
  },
  {
    id: 'tokenomics',
    title: 'Tokenomics',
    body: (
      <>
        <p className={p}>
          The total supply of {formatTokens(TOKEN.totalSupply)} {TOKEN.ticker} is allocated as follows.
        </p>
        <TokenomicsChart />
        <div className="flex gap-3 rounded-xl border border-ink-700 bg-ink-950/40 p-4">
          <Lock className="mt-0.5 size-5 shrink-0 text-sea-300" aria-hidden />
          <div>
            <p className="font-medium">Vesting</p>
            <p className="mt-1 text-sm leading-relaxed text-mist-300">
              600,000,000 {TOKEN.ticker} of the dev wallet are locked in four vesting contracts of{' '}
              {joinWithAnd(VESTING_CONTRACTS.map(formatTokens))}.
            </p>
          </div>
        </div>
        <div className="flex gap-3 rounded-xl border border-ink-700 bg-ink-950/40 p-4">
          <Flame className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden />
          <div>
            <p className="font-medium">Burn wallet</p>
            <p className="mt-1 text-sm leading-relaxed text-mist-300">
              There is a public burn wallet: tokens sent there count as permanently burned.
            </p>
          </div>
        </div>
      </>
    ),
  },
  {
    id: 'features',
    title: 'Key Features & Utilities',
    body: (
      <ul className="grid gap-3 sm:grid-cols-2">
        {[
          ['Thera, voice and text', 'An AI companion for the emotional side of trading, available around the clock.'],
          [
            'Six guided sessions',
            'Breathing, mindfulness, motivation, resilience, stress release and decision clarity.',
          ],
          ['TheraPoints', 'Rewards for completed sessions, with tiers and badges for holders (in development).'],
          ['Market sentiment', 'A calm read of the market’s mood for BTC, ETH, ADA and SOL (under construction).'],
        ].map(([title, text]) => (
          <li key={title} className="rounded-xl border border-ink-700 bg-ink-950/40 p-4">
            <p className="font-medium">{title}</p>
            <p className="mt-1 text-sm leading-relaxed text-mist-300">{text}</p>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'roadmap',
    title: 'Roadmap',
    body: (
      <ol className="relative flex flex-col gap-6 border-l border-ink-600 pl-6">
        {ROADMAP.map((stage) => (
          <li key={stage.when} className="relative">
            <span
              className="absolute top-1.5 -left-[31px] size-3 rounded-full border-2 border-ink-900 bg-sea-400"
              aria-hidden
            />
            <p className="font-semibold text-sea-300">{stage.when}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {stage.items.map((item) => (
                <li
                  key={item}
                  className="rounded-full border border-ink-700 bg-ink-950/40 px-3 py-1 text-sm text-mist-200"
                >
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    ),
  },
  {
    id: 'community',
    title: 'Community & Governance',
    body: (
      <>
        <p className={p}>
          TheraAgent grows with its community. Holders and users shape the roadmap through open discussion on the
          project’s community channels, and the community and holders allocation keeps a large share of the supply in
          their hands.
        </p>
        <p className={p}>
          Feedback on Thera’s sessions and tone goes straight into how she is built: a wellness tool should be shaped by
          the people it is meant to support.
        </p>
      </>
    ),
  },
  {
    id: 'legal',
    title: 'Legal & Risk Disclaimer',
    body: (
      <>
        <p className={p}>
          This whitepaper is for information only. It is not financial, investment, legal or tax advice, and it is not
          an offer to sell or a solicitation to buy any asset. Crypto assets are highly volatile: you can lose all of
          the money you put in. Do your own research and only risk what you can afford to lose.
        </p>
        <p className={p}>
          TheraAgent is not a substitute for professional mental health care. If you are in crisis, call 988 or your
          local emergency services.
        </p>
      </>
    ),
  },
];
