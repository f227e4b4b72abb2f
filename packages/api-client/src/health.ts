import { useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@headgate/contracts';
import { apiFetch } from './apiFetch';

/** The API server's health and build version. */
export function useHealth() {
  return useQuery({ queryKey: ['health'], queryFn: () => apiFetch<HealthResponse>('/health') });
}
