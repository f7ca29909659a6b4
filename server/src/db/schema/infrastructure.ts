// Tables of the network and building-services side: networks, speed limits, external
// IPs, wireless, outlets, doorbells, the change history and the search vocabulary.
export * from './speedLimits';
export * from './networks';
export * from './externalIps';
export * from './wireless';
export * from './outlets';
export * from './doorbells';
export * from './changes';
export * from './searchTerms';
