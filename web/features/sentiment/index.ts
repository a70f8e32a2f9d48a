/** What the dashboard uses of Market Sentiment: the tab, its card, the flag and the seed's placeholder. */
export { MarketSentimentTab } from './components/market-sentiment-tab';
export { SentimentOverviewCard } from './components/sentiment-overview-card';
export { SentimentUnderConstruction } from './components/sentiment-under-construction';
export { isSentimentLive } from './sentiment-live';
