export { NewsFeed, type NewsFeedProps, type NewsItem } from "./NewsFeed";
