// The codes of GeolocationPositionError, which jsdom and older browsers do not define.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** What the geolocate button tells the user when their position cannot be had. */
export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case PERMISSION_DENIED:
      return 'Location access is turned off for this site. Allow it in your browser to show where you are.';
    case POSITION_UNAVAILABLE:
      return 'Your location is not available right now. Check that location services are on.';
    case TIMEOUT:
      return 'Finding your location took too long. Please try again.';
    default:
      return 'Your location could not be determined.';
  }
}
