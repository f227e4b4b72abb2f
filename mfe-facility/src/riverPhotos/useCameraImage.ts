import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiFile } from '@headgate/api-client';
import { useAuthScope } from '@headgate/auth';
import type { RiverCameraId, RiverPhotoRequest } from '@headgate/contracts';
import { shouldRetryCamera } from './cameraRetry';

/**
 * The camera's current image as an object URL. Never cached: each visit asks the camera again,
 * and the image's memory is released when the page closes or a new image replaces it.
 */
export function useCameraImage(camera: RiverCameraId) {
  const image = useQuery({
    queryKey: ['river-photos', camera, useAuthScope()],
    queryFn: () => {
      const body: RiverPhotoRequest = { camera };
      return apiFile('/river-photos', 'image/*', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        cache: 'no-store',
      });
    },
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: shouldRetryCamera,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [image.data]);
  return { url, isPending: image.isPending, error: image.error };
}
