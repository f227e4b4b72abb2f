// An async boundary, so that shared modules are negotiated before the standalone page starts.
import('./standalone');
