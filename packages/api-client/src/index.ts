export { API_BASE, ApiError, apiFetch } from './apiFetch';
export { useHealth } from './health';
export { queryClient } from './queryClient';
