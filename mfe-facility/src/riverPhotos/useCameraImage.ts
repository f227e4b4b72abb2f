import { useEffect, useState } from 'react';
import { useEndpointQuery } from '@headgate/api-client';
import { riverPhotoEndpoint, type RiverCameraId } from '@headgate/contracts';
import { shouldRetryCamera } from './cameraRetry';

/**
 * The camera's current image as an object URL. Never cached: each visit asks the camera again,
 * and the image's memory is released when the page closes or a new image replaces it.
 */
export function useCameraImage(camera: RiverCameraId) {
  const image = useEndpointQuery(
    riverPhotoEndpoint,
    { body: { camera } },
    {
      gcTime: 0,
      staleTime: 0,
      refetchOnWindowFocus: false,
      retry: shouldRetryCamera,
    },
  );
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
