export { startGateway, type GatewayOptions, type RunningGateway } from './gateway-server';
export { composeSupergraph, DEFAULT_SUBGRAPH_PORTS, SUBGRAPH_NAMES, type SubgraphName } from './compose/compose';
export { ACCESS_COOKIE } from './viewer-from-request';
