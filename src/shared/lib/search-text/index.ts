export {
  buildSearchIndex,
  foldForSearch,
  queryWords,
  searchIndex,
  type SearchIndex,
  type SearchResult,
} from './search-text';
