/** English texts of the customer's mining contracts list (the reference keys). */
export const contractsEn = {
  nav: 'Mining contracts',
  title: 'Mining contracts',
  heading: 'Mining contracts',
  buy: 'Buy a contract',
  // The specification's own words for a customer without a contract.
  empty: 'YOU HAVE NO MINING CONTRACT AT THE MOMENT',
  plan: 'Plan',
  power: 'Power',
  powerGhs: '{{power}} GH/s',
  mined: 'Mined so far',
  status: 'Status',
  period: 'Mining from / expires',
  stoppedReason: 'Stopped: {{reason}}',
  loading: 'Loading your contracts',
  loadErrorTitle: 'Contracts unavailable',
  loadError: 'Your contracts could not be loaded. Please try again in a moment.',
  statuses: {
    PENDING_PAYMENT: 'Pending',
    STARTING: 'Starts on {{day}}',
    MINING: 'Mining',
    STOPPED: 'Stopped',
    EXPIRED: 'Expired',
    TERMINATED: 'Terminated',
  },
};
