export { selectEntry, type EntryChooser } from './selectEntry';
export { entryForBucket, sharesKey, trafficBucket } from './trafficShares';
