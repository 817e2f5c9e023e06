export { ReadCache, nextKoreanMidnight, readCacheChannel, type PartnerFinder } from './read-cache';
export { spreadTtl } from './spread-ttl';
