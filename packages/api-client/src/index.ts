export { API_BASE, ApiError } from './callerFetch';
export { useHealth } from './health';
export { queryClient } from './queryClient';
export { useLastApiAnswerStore, type LastApiAnswer } from './lastApiAnswer';
export { clearKeptAnswers, keepOnlyAnswersOf, type KeptAnswer } from './keptAnswers';
export { useKeptQuery, type KeptQueryResult } from './useKeptQuery';
export { callEndpoint, type CallOptions } from './callEndpoint';
export { StaleRecordError } from './staleRecordError';
export { endpointKey, endpointQuery, useEndpointQuery } from './endpointQuery';
