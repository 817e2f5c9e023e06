export { ReadCache, nextKoreanMidnight, readCacheChannel, type PartnerFinder } from './read-cache';
