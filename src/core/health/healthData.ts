/** GET /health/ (requirements §3 "Health data"). */
export interface HealthData {
  status: boolean | 'healthy' | 'ok' | 'unhealthy' | string;
  services: Record<string, boolean>;
  response_times?: Record<string, number>;
  customer_services?: Record<string, Record<string, boolean>>;
  customer_response_times?: Record<string, Record<string, number>>;
  errors?: Record<string, string>;
  websocket_latency?: number;
}
