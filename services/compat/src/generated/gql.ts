/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RefreshSession {\n    refreshSession {\n      id\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation RefreshAdminSession {\n    refreshAdminSession {\n      id\n    }\n  }\n": typeof types.RefreshAdminSessionDocument,
    "\n  fragment LegacyAdmin on Admin {\n    id\n    email\n    firstName\n    lastName\n    roles\n    createdAt\n    photo\n  }\n": typeof types.LegacyAdminFragmentDoc,
    "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminSignIn(email: $email, password: $password) {\n      ...LegacyAdmin\n    }\n  }\n": typeof types.AdminSignInDocument,
    "\n  query CurrentAdmin {\n    currentAdmin {\n      ...LegacyAdmin\n    }\n  }\n": typeof types.CurrentAdminDocument,
    "\n  mutation AdminSignOut {\n    adminSignOut\n  }\n": typeof types.AdminSignOutDocument,
    "\n  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": typeof types.ChangeAdminPasswordDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query LegacyCopyingState($traderId: ID!) {\n    me {\n      id\n      copiedTraders {\n        trader {\n          id\n        }\n      }\n    }\n    trader(id: $traderId) {\n      id\n      minAllocation\n    }\n  }\n": typeof types.LegacyCopyingStateDocument,
    "\n  mutation LegacyCopyTrader($traderId: ID!, $allocation: String!, $requestId: ID!) {\n    copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) {\n      allocation\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n": typeof types.LegacyCopyTraderDocument,
    "\n  mutation LegacyStopCopying($traderId: ID!) {\n    stopCopying(traderId: $traderId) {\n      allocation\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n": typeof types.LegacyStopCopyingDocument,
    "\n  mutation RequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {\n    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {\n      id\n      status\n      amount {\n        assetCode\n        amount\n      }\n    }\n  }\n": typeof types.RequestBalanceTargetsDocument,
    "\n  query LegacyCustomersMatching($search: String!) {\n    customers(search: $search, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.LegacyCustomersMatchingDocument,
    "\n    query AllDeposits($page: Int!, $pageSize: Int!, $search: String, $searchCustomerIds: [ID!]) {\n      allDeposits(page: $page, pageSize: $pageSize, search: $search, searchCustomerIds: $searchCustomerIds) {\n        total\n        items {\n          ...LegacyDeposit\n        }\n      }\n    }\n  ": typeof types.AllDepositsDocument,
    "\n    query AllWithdrawals($page: Int!, $pageSize: Int!, $search: String) {\n      allWithdrawals(page: $page, pageSize: $pageSize, search: $search) {\n        total\n        items {\n          ...LegacyWithdrawal\n        }\n      }\n    }\n  ": typeof types.AllWithdrawalsDocument,
    "\n  mutation CancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...LegacyDeposit\n    }\n  }\n": typeof types.CancelDepositDocument,
    "\n  mutation RecordDeposit($input: RecordDepositInput!) {\n    recordDeposit(input: $input) {\n      ...LegacyDeposit\n    }\n  }\n": typeof types.RecordDepositDocument,
    "\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...LegacyWithdrawal\n    }\n  }\n": typeof types.CreateWithdrawalDocument,
    "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...LegacyDeposit\n    }\n  }\n": typeof types.CreateDepositDocument,
    "\n  query MyCurrency {\n    me {\n      currency\n    }\n  }\n": typeof types.MyCurrencyDocument,
    "\n  mutation ConfirmDeposit($id: ID!, $transactionReference: String) {\n    confirmDeposit(id: $id, transactionReference: $transactionReference) {\n      ...LegacyDeposit\n    }\n  }\n": typeof types.ConfirmDepositDocument,
    "\n  mutation FailDeposit($id: ID!, $reason: String) {\n    failDeposit(id: $id, reason: $reason) {\n      ...LegacyDeposit\n    }\n  }\n": typeof types.FailDepositDocument,
    "\n  mutation CompleteWithdrawal($id: ID!, $payoutReference: String) {\n    completeWithdrawal(id: $id, payoutReference: $payoutReference) {\n      ...LegacyWithdrawal\n    }\n  }\n": typeof types.CompleteWithdrawalDocument,
    "\n  mutation FailWithdrawal($id: ID!, $reason: String!) {\n    failWithdrawal(id: $id, reason: $reason) {\n      ...LegacyWithdrawal\n    }\n  }\n": typeof types.FailWithdrawalDocument,
    "\n  query DepositById($id: ID!) {\n    deposit(id: $id) {\n      ...LegacyDeposit\n    }\n  }\n": typeof types.DepositByIdDocument,
    "\n  query WithdrawalById($id: ID!) {\n    withdrawal(id: $id) {\n      ...LegacyWithdrawal\n    }\n  }\n": typeof types.WithdrawalByIdDocument,
    "\n    query DepositOwner($id: ID!) {\n      deposit(id: $id) {\n        userId\n      }\n    }\n  ": typeof types.DepositOwnerDocument,
    "\n    query WithdrawalOwner($id: ID!) {\n      withdrawal(id: $id) {\n        userId\n      }\n    }\n  ": typeof types.WithdrawalOwnerDocument,
    "\n  query CustomerTradingAsset($id: ID!) {\n    customer(id: $id) {\n      balances {\n        trading {\n          assetCode\n        }\n      }\n    }\n  }\n": typeof types.CustomerTradingAssetDocument,
    "\n  query PlansOfCoin($coin: Coin) {\n    plans(coin: $coin) {\n      id\n      termMonths\n    }\n  }\n": typeof types.PlansOfCoinDocument,
    "\n  fragment LegacyAdminContract on Contract {\n    id\n    userId\n    plan {\n      id\n    }\n    planLabel\n    name\n    coin\n    source\n    status\n    powerGhs\n    hashrateThs\n    estimatedDailyPayout\n    startsOn\n    expiresOn\n    minedTotal\n    stoppedReason\n    terminationReason\n    grant {\n      status\n    }\n    amendments {\n      id\n      kind\n      status\n      toLabel\n      toPowerGhs\n    }\n  }\n": typeof types.LegacyAdminContractFragmentDoc,
    "\n  query LegacyContractById($id: ID!) {\n    contract(id: $id) {\n      ...LegacyAdminContract\n    }\n  }\n": typeof types.LegacyContractByIdDocument,
    "\n  query LegacyContractCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n    }\n  }\n": typeof types.LegacyContractCustomerDocument,
    "\n  fragment LegacyDeposit on Deposit {\n    id\n    userId\n    user {\n      firstName\n      lastName\n      email\n    }\n    purpose\n    status\n    price {\n      assetCode\n      amount\n    }\n    priceInCrypto {\n      amount\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    timestamp\n    link\n    createdByAdmin\n    transactionReference\n    failureReason\n    createdAt\n    decidedAt\n  }\n": typeof types.LegacyDepositFragmentDoc,
    "\n  fragment LegacyWithdrawal on Withdrawal {\n    id\n    userId\n    method\n    source\n    status\n    amount {\n      assetCode\n      amount\n    }\n    fee {\n      amount\n    }\n    netAmount {\n      amount\n    }\n    destination {\n      walletAddress\n      paypalEmail\n      bankName\n      accountName\n      accountNumber\n      iban\n      routingNumber\n    }\n    payoutReference\n    failureReason\n    createdAt\n    decidedAt\n  }\n": typeof types.LegacyWithdrawalFragmentDoc,
    "\n  fragment LegacyWallet on Wallet {\n    id\n    address\n    type\n    assignedCount\n  }\n": typeof types.LegacyWalletFragmentDoc,
    "\n  fragment LegacyPayout on Payout {\n    id\n    maskedDestination\n    amount {\n      assetCode\n      amount\n    }\n    method\n    completedAt\n    link\n    hidden\n  }\n": typeof types.LegacyPayoutFragmentDoc,
    "\n  fragment LegacyFundsOfUser on User {\n    balances {\n      trading {\n        assetCode\n        amount\n      }\n      mining {\n        assetCode\n        amount\n      }\n    }\n    pendingDepositCount\n    pendingWithdrawalCount\n    depositAddresses {\n      btc\n      eth\n    }\n    deposits(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyDeposit\n      }\n    }\n    withdrawals(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyWithdrawal\n      }\n    }\n  }\n": typeof types.LegacyFundsOfUserFragmentDoc,
    "\n  fragment LegacyMiningOfUser on User {\n    miningOverview {\n      coins {\n        coin\n        powerGhs\n        dailyEstimate\n        perSecond\n      }\n    }\n    contracts(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyAdminContract\n      }\n    }\n  }\n": typeof types.LegacyMiningOfUserFragmentDoc,
    "\n  fragment LegacyTrade on Trade {\n    id\n    userId\n    symbol\n    instrument {\n      market\n    }\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      price\n      at\n    }\n    takeProfit\n    stopLoss\n    closeOutPrice\n    closing {\n      price\n      at\n    }\n    closedBy\n    profit\n    traderId\n    trader {\n      name\n    }\n  }\n": typeof types.LegacyTradeFragmentDoc,
    "\n  fragment LegacyOption on TradingOption {\n    id\n    userId\n    symbol\n    direction\n    status\n    currency\n    stake\n    payoutPercent\n    strike {\n      price\n      at\n    }\n    expiresAt\n    settlement {\n      price\n      at\n    }\n    profit\n  }\n": typeof types.LegacyOptionFragmentDoc,
    "\n  fragment LegacyTrader on Trader {\n    id\n    name\n    description\n    profitSharePercent\n    minAllocation\n    maxAllocation\n    copiers\n    photoUrl\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      statisticsUnavailableReason\n    }\n  }\n": typeof types.LegacyTraderFragmentDoc,
    "\n  fragment LegacyAdminTrader on Trader {\n    ...LegacyTrader\n    email\n    equity\n    retiredAt\n  }\n": typeof types.LegacyAdminTraderFragmentDoc,
    "\n  fragment LegacyTradingOfUser on User {\n    trades(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyTrade\n      }\n    }\n    options(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyOption\n      }\n    }\n    openTrades {\n      ...LegacyTrade\n    }\n    copiedTraders {\n      allocation\n      startedAt\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n": typeof types.LegacyTradingOfUserFragmentDoc,
    "\n  fragment LegacyUser on User {\n    id\n    email\n    firstName\n    lastName\n    phoneNumber\n    country\n    mobileNumber\n    currency\n    language\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    identityCheckDeclineReason\n    referralCode\n    createdAt\n    streetAddress\n    postCode\n    city\n    state\n    referralCount\n    photo\n    websitePermission\n    pushSubscription {\n      endpointOrigin\n      savedAt\n    }\n    latestOpenMessage {\n      body\n      type\n    }\n  }\n": typeof types.LegacyUserFragmentDoc,
    "\n  fragment LegacyUserDetail on User {\n    ...LegacyUser\n    referrals(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        firstName\n        joinedAt\n      }\n    }\n    identityDocuments {\n      front\n      back\n    }\n  }\n": typeof types.LegacyUserDetailFragmentDoc,
    "\n  query MyAccount($page: Int!) {\n    me {\n      ...LegacyUserDetail\n      ...LegacyFundsOfUser\n      ...LegacyMiningOfUser\n      ...LegacyTradingOfUser\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  query MyId {\n    me {\n      id\n    }\n  }\n": typeof types.MyIdDocument,
    "\n  mutation LegacyGrantContract($input: GrantContractInput!) {\n    grantContract(input: $input) {\n      ...LegacyAdminContract\n    }\n  }\n": typeof types.LegacyGrantContractDocument,
    "\n  mutation LegacyAmendContract($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {\n    amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) {\n      ...LegacyAdminContract\n    }\n  }\n": typeof types.LegacyAmendContractDocument,
    "\n  mutation LegacyTerminateContract($id: ID!, $reason: String!) {\n    terminateContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n": typeof types.LegacyTerminateContractDocument,
    "\n  mutation LegacyResumeContract($id: ID!, $reason: String!) {\n    resumeContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n": typeof types.LegacyResumeContractDocument,
    "\n  mutation LegacyStopContract($id: ID!, $reason: String!) {\n    stopContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n": typeof types.LegacyStopContractDocument,
    "\n  mutation LegacyApproveContractGrant($id: ID!) {\n    approveContractGrant(id: $id) {\n      ...LegacyAdminContract\n    }\n  }\n": typeof types.LegacyApproveContractGrantDocument,
    "\n  mutation LegacyContractAddedAdjustment(\n    $userId: ID!\n    $assetCode: String!\n    $amount: String!\n    $reason: String!\n    $requestId: ID\n  ) {\n    requestAdjustment(userId: $userId, assetCode: $assetCode, amount: $amount, reason: $reason, requestId: $requestId) {\n      id\n      status\n    }\n  }\n": typeof types.LegacyContractAddedAdjustmentDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RequestAdminPasswordReset($email: String!) {\n    requestAdminPasswordReset(email: $email)\n  }\n": typeof types.RequestAdminPasswordResetDocument,
    "\n  mutation ResetAdminPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetAdminPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": typeof types.ResetAdminPasswordDocument,
    "\n  query LegacyTraders {\n    traders {\n      ...LegacyTrader\n    }\n  }\n": typeof types.LegacyTradersDocument,
    "\n  query LegacyAdminTraders {\n    traders {\n      ...LegacyAdminTrader\n    }\n  }\n": typeof types.LegacyAdminTradersDocument,
    "\n  query LegacyTraderById($id: ID!) {\n    trader(id: $id) {\n      ...LegacyTrader\n    }\n  }\n": typeof types.LegacyTraderByIdDocument,
    "\n  query LegacyAdminTraderById($id: ID!) {\n    trader(id: $id) {\n      ...LegacyAdminTrader\n    }\n  }\n": typeof types.LegacyAdminTraderByIdDocument,
    "\n  mutation LegacyCreateTrader($input: TraderInput!, $requestId: ID) {\n    createTrader(input: $input, requestId: $requestId) {\n      ...LegacyAdminTrader\n    }\n  }\n": typeof types.LegacyCreateTraderDocument,
    "\n  mutation LegacyUpdateTrader($id: ID!, $input: TraderInput!) {\n    updateTrader(id: $id, input: $input) {\n      ...LegacyAdminTrader\n    }\n  }\n": typeof types.LegacyUpdateTraderDocument,
    "\n  mutation LegacyRetireTrader($id: ID!, $reason: String!) {\n    retireTrader(id: $id, reason: $reason) {\n      ...LegacyAdminTrader\n    }\n  }\n": typeof types.LegacyRetireTraderDocument,
    "\n  mutation LegacyUploadTraderPhoto($id: ID!, $photo: ImageUpload!) {\n    uploadTraderPhoto(id: $id, photo: $photo) {\n      ...LegacyAdminTrader\n    }\n  }\n": typeof types.LegacyUploadTraderPhotoDocument,
    "\n  mutation LegacyAdminCloseTrade($id: ID!, $reason: String!) {\n    adminCloseTrade(id: $id, reason: $reason) {\n      ...LegacyTrade\n    }\n  }\n": typeof types.LegacyAdminCloseTradeDocument,
    "\n  mutation LegacyVoidTrade($id: ID!, $reason: String!) {\n    voidTrade(id: $id, reason: $reason) {\n      ...LegacyTrade\n      voidedAt\n      voidReason\n    }\n  }\n": typeof types.LegacyVoidTradeDocument,
    "\n  mutation LegacyOpenTraderTrade($input: OpenTraderTradeInput!) {\n    openTraderTrade(input: $input) {\n      ...LegacyTrade\n      mirrorCount\n      mirrorSkips {\n        userId\n        reason\n        detail\n      }\n    }\n  }\n": typeof types.LegacyOpenTraderTradeDocument,
    "\n  query LegacyCustomerOpenTrades($userId: ID!) {\n    customer(id: $userId) {\n      openTrades {\n        ...LegacyTrade\n        copiedFrom\n      }\n    }\n  }\n": typeof types.LegacyCustomerOpenTradesDocument,
    "\n  query LegacyTradeById($id: ID!) {\n    trade(id: $id) {\n      ...LegacyTrade\n    }\n  }\n": typeof types.LegacyTradeByIdDocument,
    "\n  query LegacyOptionById($id: ID!) {\n    tradingOption(id: $id) {\n      ...LegacyOption\n    }\n  }\n": typeof types.LegacyOptionByIdDocument,
    "\n  mutation LegacyOpenTrade($input: OpenTradeInput!) {\n    openTrade(input: $input) {\n      ...LegacyTrade\n    }\n  }\n": typeof types.LegacyOpenTradeDocument,
    "\n  mutation LegacyOpenOption($input: OpenOptionInput!) {\n    openOption(input: $input) {\n      ...LegacyOption\n    }\n  }\n": typeof types.LegacyOpenOptionDocument,
    "\n  mutation LegacyCloseTrade($id: ID!) {\n    closeTrade(id: $id) {\n      ...LegacyTrade\n    }\n  }\n": typeof types.LegacyCloseTradeDocument,
    "\n  query LegacyLeverageRanges {\n    instruments {\n      symbol\n      leverage {\n        min\n        max\n      }\n    }\n  }\n": typeof types.LegacyLeverageRangesDocument,
    "\n  query Customers($page: Int!, $pageSize: Int!, $search: String) {\n    customers(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      items {\n        ...LegacyUser\n        deactivatedAt\n        pendingDepositCount\n        pendingWithdrawalCount\n      }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  query CustomerForAdmin($id: ID!, $page: Int!) {\n    customer(id: $id) {\n      ...LegacyUserDetail\n      deactivatedAt\n      ...LegacyFundsOfUser\n      ...LegacyMiningOfUser\n      ...LegacyTradingOfUser\n    }\n  }\n": typeof types.CustomerForAdminDocument,
    "\n  mutation SendCustomerPush($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerPush(userId: $userId, subject: $subject, body: $body)\n  }\n": typeof types.SendCustomerPushDocument,
    "\n  mutation SendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)\n  }\n": typeof types.SendCustomerEmailDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...LegacyUser\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...LegacyUser\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation UpdateDetails($input: DetailsInput!) {\n    updateDetails(input: $input) {\n      ...LegacyUser\n    }\n  }\n": typeof types.UpdateDetailsDocument,
    "\n  mutation RequestEmailChange {\n    requestEmailChange\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {\n    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {\n      ...LegacyUser\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation UpdateProfilePhoto($photo: ImageUpload!) {\n    updateProfilePhoto(photo: $photo) {\n      ...LegacyUser\n    }\n  }\n": typeof types.UpdateProfilePhotoDocument,
    "\n  mutation UpdatePhone($mobileNumber: String!) {\n    updatePhone(mobileNumber: $mobileNumber) {\n      ...LegacyUser\n    }\n  }\n": typeof types.UpdatePhoneDocument,
    "\n  mutation UpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      ...LegacyUser\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation UpdateWebPush($permission: WebsitePermission!, $subscription: PushSubscriptionInput) {\n    updateWebPush(permission: $permission, subscription: $subscription) {\n      ...LegacyUser\n    }\n  }\n": typeof types.UpdateWebPushDocument,
    "\n  mutation ClearCustomerMessages($userId: ID!) {\n    clearCustomerMessages(userId: $userId)\n  }\n": typeof types.ClearCustomerMessagesDocument,
    "\n  mutation SendMessage($userId: ID!, $body: String!, $type: MessageType!) {\n    sendMessage(userId: $userId, body: $body, type: $type) {\n      id\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation RequestDevicePin {\n    requestDevicePin\n  }\n": typeof types.RequestDevicePinDocument,
    "\n  mutation VerifyDevice($pin: String!) {\n    verifyDevice(pin: $pin) {\n      ...LegacyUser\n    }\n  }\n": typeof types.VerifyDeviceDocument,
    "\n  mutation SubmitIdentityDocuments($front: ImageUpload!, $back: ImageUpload!) {\n    submitIdentityDocuments(front: $front, back: $back) {\n      ...LegacyUser\n    }\n  }\n": typeof types.SubmitIdentityDocumentsDocument,
    "\n  mutation SkipIdentityCheck {\n    skipIdentityCheck {\n      ...LegacyUser\n    }\n  }\n": typeof types.SkipIdentityCheckDocument,
    "\n  query CustomerIdentityCheck($userId: ID!) {\n    customer(id: $userId) {\n      identityCheck\n    }\n  }\n": typeof types.CustomerIdentityCheckDocument,
    "\n  mutation ReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {\n    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {\n      ...LegacyUser\n    }\n  }\n": typeof types.ReviewIdentityCheckDocument,
    "\n  mutation SkipCustomerIdentityCheck($userId: ID!) {\n    skipCustomerIdentityCheck(userId: $userId) {\n      ...LegacyUser\n    }\n  }\n": typeof types.SkipCustomerIdentityCheckDocument,
    "\n    query AllPayouts($page: Int!, $pageSize: Int!, $search: String) {\n      allPayouts(page: $page, pageSize: $pageSize, search: $search) {\n        total\n        items {\n          ...LegacyPayout\n        }\n      }\n    }\n  ": typeof types.AllPayoutsDocument,
    "\n  query Wallets($search: String) {\n    wallets(search: $search) {\n      ...LegacyWallet\n    }\n  }\n": typeof types.WalletsDocument,
    "\n  mutation CreateWallet($address: String!, $type: CryptoCurrency!) {\n    createWallet(address: $address, type: $type) {\n      ...LegacyWallet\n    }\n  }\n": typeof types.CreateWalletDocument,
    "\n  mutation UpdateWallet($id: ID!, $address: String!) {\n    updateWallet(id: $id, address: $address) {\n      ...LegacyWallet\n    }\n  }\n": typeof types.UpdateWalletDocument,
    "\n  mutation AttachPayoutLinkByMatch($input: PayoutMatchInput!) {\n    attachPayoutLinkByMatch(input: $input) {\n      ...LegacyPayout\n    }\n  }\n": typeof types.AttachPayoutLinkByMatchDocument,
    "\n  mutation HidePayout($withdrawalId: ID!) {\n    hidePayout(withdrawalId: $withdrawalId) {\n      ...LegacyPayout\n    }\n  }\n": typeof types.HidePayoutDocument,
};
const documents: Documents = {
    "\n  mutation RefreshSession {\n    refreshSession {\n      id\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation RefreshAdminSession {\n    refreshAdminSession {\n      id\n    }\n  }\n": types.RefreshAdminSessionDocument,
    "\n  fragment LegacyAdmin on Admin {\n    id\n    email\n    firstName\n    lastName\n    roles\n    createdAt\n    photo\n  }\n": types.LegacyAdminFragmentDoc,
    "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminSignIn(email: $email, password: $password) {\n      ...LegacyAdmin\n    }\n  }\n": types.AdminSignInDocument,
    "\n  query CurrentAdmin {\n    currentAdmin {\n      ...LegacyAdmin\n    }\n  }\n": types.CurrentAdminDocument,
    "\n  mutation AdminSignOut {\n    adminSignOut\n  }\n": types.AdminSignOutDocument,
    "\n  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": types.ChangeAdminPasswordDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query LegacyCopyingState($traderId: ID!) {\n    me {\n      id\n      copiedTraders {\n        trader {\n          id\n        }\n      }\n    }\n    trader(id: $traderId) {\n      id\n      minAllocation\n    }\n  }\n": types.LegacyCopyingStateDocument,
    "\n  mutation LegacyCopyTrader($traderId: ID!, $allocation: String!, $requestId: ID!) {\n    copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) {\n      allocation\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n": types.LegacyCopyTraderDocument,
    "\n  mutation LegacyStopCopying($traderId: ID!) {\n    stopCopying(traderId: $traderId) {\n      allocation\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n": types.LegacyStopCopyingDocument,
    "\n  mutation RequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {\n    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {\n      id\n      status\n      amount {\n        assetCode\n        amount\n      }\n    }\n  }\n": types.RequestBalanceTargetsDocument,
    "\n  query LegacyCustomersMatching($search: String!) {\n    customers(search: $search, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n": types.LegacyCustomersMatchingDocument,
    "\n    query AllDeposits($page: Int!, $pageSize: Int!, $search: String, $searchCustomerIds: [ID!]) {\n      allDeposits(page: $page, pageSize: $pageSize, search: $search, searchCustomerIds: $searchCustomerIds) {\n        total\n        items {\n          ...LegacyDeposit\n        }\n      }\n    }\n  ": types.AllDepositsDocument,
    "\n    query AllWithdrawals($page: Int!, $pageSize: Int!, $search: String) {\n      allWithdrawals(page: $page, pageSize: $pageSize, search: $search) {\n        total\n        items {\n          ...LegacyWithdrawal\n        }\n      }\n    }\n  ": types.AllWithdrawalsDocument,
    "\n  mutation CancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...LegacyDeposit\n    }\n  }\n": types.CancelDepositDocument,
    "\n  mutation RecordDeposit($input: RecordDepositInput!) {\n    recordDeposit(input: $input) {\n      ...LegacyDeposit\n    }\n  }\n": types.RecordDepositDocument,
    "\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...LegacyWithdrawal\n    }\n  }\n": types.CreateWithdrawalDocument,
    "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...LegacyDeposit\n    }\n  }\n": types.CreateDepositDocument,
    "\n  query MyCurrency {\n    me {\n      currency\n    }\n  }\n": types.MyCurrencyDocument,
    "\n  mutation ConfirmDeposit($id: ID!, $transactionReference: String) {\n    confirmDeposit(id: $id, transactionReference: $transactionReference) {\n      ...LegacyDeposit\n    }\n  }\n": types.ConfirmDepositDocument,
    "\n  mutation FailDeposit($id: ID!, $reason: String) {\n    failDeposit(id: $id, reason: $reason) {\n      ...LegacyDeposit\n    }\n  }\n": types.FailDepositDocument,
    "\n  mutation CompleteWithdrawal($id: ID!, $payoutReference: String) {\n    completeWithdrawal(id: $id, payoutReference: $payoutReference) {\n      ...LegacyWithdrawal\n    }\n  }\n": types.CompleteWithdrawalDocument,
    "\n  mutation FailWithdrawal($id: ID!, $reason: String!) {\n    failWithdrawal(id: $id, reason: $reason) {\n      ...LegacyWithdrawal\n    }\n  }\n": types.FailWithdrawalDocument,
    "\n  query DepositById($id: ID!) {\n    deposit(id: $id) {\n      ...LegacyDeposit\n    }\n  }\n": types.DepositByIdDocument,
    "\n  query WithdrawalById($id: ID!) {\n    withdrawal(id: $id) {\n      ...LegacyWithdrawal\n    }\n  }\n": types.WithdrawalByIdDocument,
    "\n    query DepositOwner($id: ID!) {\n      deposit(id: $id) {\n        userId\n      }\n    }\n  ": types.DepositOwnerDocument,
    "\n    query WithdrawalOwner($id: ID!) {\n      withdrawal(id: $id) {\n        userId\n      }\n    }\n  ": types.WithdrawalOwnerDocument,
    "\n  query CustomerTradingAsset($id: ID!) {\n    customer(id: $id) {\n      balances {\n        trading {\n          assetCode\n        }\n      }\n    }\n  }\n": types.CustomerTradingAssetDocument,
    "\n  query PlansOfCoin($coin: Coin) {\n    plans(coin: $coin) {\n      id\n      termMonths\n    }\n  }\n": types.PlansOfCoinDocument,
    "\n  fragment LegacyAdminContract on Contract {\n    id\n    userId\n    plan {\n      id\n    }\n    planLabel\n    name\n    coin\n    source\n    status\n    powerGhs\n    hashrateThs\n    estimatedDailyPayout\n    startsOn\n    expiresOn\n    minedTotal\n    stoppedReason\n    terminationReason\n    grant {\n      status\n    }\n    amendments {\n      id\n      kind\n      status\n      toLabel\n      toPowerGhs\n    }\n  }\n": types.LegacyAdminContractFragmentDoc,
    "\n  query LegacyContractById($id: ID!) {\n    contract(id: $id) {\n      ...LegacyAdminContract\n    }\n  }\n": types.LegacyContractByIdDocument,
    "\n  query LegacyContractCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n    }\n  }\n": types.LegacyContractCustomerDocument,
    "\n  fragment LegacyDeposit on Deposit {\n    id\n    userId\n    user {\n      firstName\n      lastName\n      email\n    }\n    purpose\n    status\n    price {\n      assetCode\n      amount\n    }\n    priceInCrypto {\n      amount\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    timestamp\n    link\n    createdByAdmin\n    transactionReference\n    failureReason\n    createdAt\n    decidedAt\n  }\n": types.LegacyDepositFragmentDoc,
    "\n  fragment LegacyWithdrawal on Withdrawal {\n    id\n    userId\n    method\n    source\n    status\n    amount {\n      assetCode\n      amount\n    }\n    fee {\n      amount\n    }\n    netAmount {\n      amount\n    }\n    destination {\n      walletAddress\n      paypalEmail\n      bankName\n      accountName\n      accountNumber\n      iban\n      routingNumber\n    }\n    payoutReference\n    failureReason\n    createdAt\n    decidedAt\n  }\n": types.LegacyWithdrawalFragmentDoc,
    "\n  fragment LegacyWallet on Wallet {\n    id\n    address\n    type\n    assignedCount\n  }\n": types.LegacyWalletFragmentDoc,
    "\n  fragment LegacyPayout on Payout {\n    id\n    maskedDestination\n    amount {\n      assetCode\n      amount\n    }\n    method\n    completedAt\n    link\n    hidden\n  }\n": types.LegacyPayoutFragmentDoc,
    "\n  fragment LegacyFundsOfUser on User {\n    balances {\n      trading {\n        assetCode\n        amount\n      }\n      mining {\n        assetCode\n        amount\n      }\n    }\n    pendingDepositCount\n    pendingWithdrawalCount\n    depositAddresses {\n      btc\n      eth\n    }\n    deposits(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyDeposit\n      }\n    }\n    withdrawals(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyWithdrawal\n      }\n    }\n  }\n": types.LegacyFundsOfUserFragmentDoc,
    "\n  fragment LegacyMiningOfUser on User {\n    miningOverview {\n      coins {\n        coin\n        powerGhs\n        dailyEstimate\n        perSecond\n      }\n    }\n    contracts(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyAdminContract\n      }\n    }\n  }\n": types.LegacyMiningOfUserFragmentDoc,
    "\n  fragment LegacyTrade on Trade {\n    id\n    userId\n    symbol\n    instrument {\n      market\n    }\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      price\n      at\n    }\n    takeProfit\n    stopLoss\n    closeOutPrice\n    closing {\n      price\n      at\n    }\n    closedBy\n    profit\n    traderId\n    trader {\n      name\n    }\n  }\n": types.LegacyTradeFragmentDoc,
    "\n  fragment LegacyOption on TradingOption {\n    id\n    userId\n    symbol\n    direction\n    status\n    currency\n    stake\n    payoutPercent\n    strike {\n      price\n      at\n    }\n    expiresAt\n    settlement {\n      price\n      at\n    }\n    profit\n  }\n": types.LegacyOptionFragmentDoc,
    "\n  fragment LegacyTrader on Trader {\n    id\n    name\n    description\n    profitSharePercent\n    minAllocation\n    maxAllocation\n    copiers\n    photoUrl\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      statisticsUnavailableReason\n    }\n  }\n": types.LegacyTraderFragmentDoc,
    "\n  fragment LegacyAdminTrader on Trader {\n    ...LegacyTrader\n    email\n    equity\n    retiredAt\n  }\n": types.LegacyAdminTraderFragmentDoc,
    "\n  fragment LegacyTradingOfUser on User {\n    trades(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyTrade\n      }\n    }\n    options(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyOption\n      }\n    }\n    openTrades {\n      ...LegacyTrade\n    }\n    copiedTraders {\n      allocation\n      startedAt\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n": types.LegacyTradingOfUserFragmentDoc,
    "\n  fragment LegacyUser on User {\n    id\n    email\n    firstName\n    lastName\n    phoneNumber\n    country\n    mobileNumber\n    currency\n    language\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    identityCheckDeclineReason\n    referralCode\n    createdAt\n    streetAddress\n    postCode\n    city\n    state\n    referralCount\n    photo\n    websitePermission\n    pushSubscription {\n      endpointOrigin\n      savedAt\n    }\n    latestOpenMessage {\n      body\n      type\n    }\n  }\n": types.LegacyUserFragmentDoc,
    "\n  fragment LegacyUserDetail on User {\n    ...LegacyUser\n    referrals(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        firstName\n        joinedAt\n      }\n    }\n    identityDocuments {\n      front\n      back\n    }\n  }\n": types.LegacyUserDetailFragmentDoc,
    "\n  query MyAccount($page: Int!) {\n    me {\n      ...LegacyUserDetail\n      ...LegacyFundsOfUser\n      ...LegacyMiningOfUser\n      ...LegacyTradingOfUser\n    }\n  }\n": types.MyAccountDocument,
    "\n  query MyId {\n    me {\n      id\n    }\n  }\n": types.MyIdDocument,
    "\n  mutation LegacyGrantContract($input: GrantContractInput!) {\n    grantContract(input: $input) {\n      ...LegacyAdminContract\n    }\n  }\n": types.LegacyGrantContractDocument,
    "\n  mutation LegacyAmendContract($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {\n    amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) {\n      ...LegacyAdminContract\n    }\n  }\n": types.LegacyAmendContractDocument,
    "\n  mutation LegacyTerminateContract($id: ID!, $reason: String!) {\n    terminateContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n": types.LegacyTerminateContractDocument,
    "\n  mutation LegacyResumeContract($id: ID!, $reason: String!) {\n    resumeContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n": types.LegacyResumeContractDocument,
    "\n  mutation LegacyStopContract($id: ID!, $reason: String!) {\n    stopContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n": types.LegacyStopContractDocument,
    "\n  mutation LegacyApproveContractGrant($id: ID!) {\n    approveContractGrant(id: $id) {\n      ...LegacyAdminContract\n    }\n  }\n": types.LegacyApproveContractGrantDocument,
    "\n  mutation LegacyContractAddedAdjustment(\n    $userId: ID!\n    $assetCode: String!\n    $amount: String!\n    $reason: String!\n    $requestId: ID\n  ) {\n    requestAdjustment(userId: $userId, assetCode: $assetCode, amount: $amount, reason: $reason, requestId: $requestId) {\n      id\n      status\n    }\n  }\n": types.LegacyContractAddedAdjustmentDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RequestAdminPasswordReset($email: String!) {\n    requestAdminPasswordReset(email: $email)\n  }\n": types.RequestAdminPasswordResetDocument,
    "\n  mutation ResetAdminPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetAdminPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": types.ResetAdminPasswordDocument,
    "\n  query LegacyTraders {\n    traders {\n      ...LegacyTrader\n    }\n  }\n": types.LegacyTradersDocument,
    "\n  query LegacyAdminTraders {\n    traders {\n      ...LegacyAdminTrader\n    }\n  }\n": types.LegacyAdminTradersDocument,
    "\n  query LegacyTraderById($id: ID!) {\n    trader(id: $id) {\n      ...LegacyTrader\n    }\n  }\n": types.LegacyTraderByIdDocument,
    "\n  query LegacyAdminTraderById($id: ID!) {\n    trader(id: $id) {\n      ...LegacyAdminTrader\n    }\n  }\n": types.LegacyAdminTraderByIdDocument,
    "\n  mutation LegacyCreateTrader($input: TraderInput!, $requestId: ID) {\n    createTrader(input: $input, requestId: $requestId) {\n      ...LegacyAdminTrader\n    }\n  }\n": types.LegacyCreateTraderDocument,
    "\n  mutation LegacyUpdateTrader($id: ID!, $input: TraderInput!) {\n    updateTrader(id: $id, input: $input) {\n      ...LegacyAdminTrader\n    }\n  }\n": types.LegacyUpdateTraderDocument,
    "\n  mutation LegacyRetireTrader($id: ID!, $reason: String!) {\n    retireTrader(id: $id, reason: $reason) {\n      ...LegacyAdminTrader\n    }\n  }\n": types.LegacyRetireTraderDocument,
    "\n  mutation LegacyUploadTraderPhoto($id: ID!, $photo: ImageUpload!) {\n    uploadTraderPhoto(id: $id, photo: $photo) {\n      ...LegacyAdminTrader\n    }\n  }\n": types.LegacyUploadTraderPhotoDocument,
    "\n  mutation LegacyAdminCloseTrade($id: ID!, $reason: String!) {\n    adminCloseTrade(id: $id, reason: $reason) {\n      ...LegacyTrade\n    }\n  }\n": types.LegacyAdminCloseTradeDocument,
    "\n  mutation LegacyVoidTrade($id: ID!, $reason: String!) {\n    voidTrade(id: $id, reason: $reason) {\n      ...LegacyTrade\n      voidedAt\n      voidReason\n    }\n  }\n": types.LegacyVoidTradeDocument,
    "\n  mutation LegacyOpenTraderTrade($input: OpenTraderTradeInput!) {\n    openTraderTrade(input: $input) {\n      ...LegacyTrade\n      mirrorCount\n      mirrorSkips {\n        userId\n        reason\n        detail\n      }\n    }\n  }\n": types.LegacyOpenTraderTradeDocument,
    "\n  query LegacyCustomerOpenTrades($userId: ID!) {\n    customer(id: $userId) {\n      openTrades {\n        ...LegacyTrade\n        copiedFrom\n      }\n    }\n  }\n": types.LegacyCustomerOpenTradesDocument,
    "\n  query LegacyTradeById($id: ID!) {\n    trade(id: $id) {\n      ...LegacyTrade\n    }\n  }\n": types.LegacyTradeByIdDocument,
    "\n  query LegacyOptionById($id: ID!) {\n    tradingOption(id: $id) {\n      ...LegacyOption\n    }\n  }\n": types.LegacyOptionByIdDocument,
    "\n  mutation LegacyOpenTrade($input: OpenTradeInput!) {\n    openTrade(input: $input) {\n      ...LegacyTrade\n    }\n  }\n": types.LegacyOpenTradeDocument,
    "\n  mutation LegacyOpenOption($input: OpenOptionInput!) {\n    openOption(input: $input) {\n      ...LegacyOption\n    }\n  }\n": types.LegacyOpenOptionDocument,
    "\n  mutation LegacyCloseTrade($id: ID!) {\n    closeTrade(id: $id) {\n      ...LegacyTrade\n    }\n  }\n": types.LegacyCloseTradeDocument,
    "\n  query LegacyLeverageRanges {\n    instruments {\n      symbol\n      leverage {\n        min\n        max\n      }\n    }\n  }\n": types.LegacyLeverageRangesDocument,
    "\n  query Customers($page: Int!, $pageSize: Int!, $search: String) {\n    customers(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      items {\n        ...LegacyUser\n        deactivatedAt\n        pendingDepositCount\n        pendingWithdrawalCount\n      }\n    }\n  }\n": types.CustomersDocument,
    "\n  query CustomerForAdmin($id: ID!, $page: Int!) {\n    customer(id: $id) {\n      ...LegacyUserDetail\n      deactivatedAt\n      ...LegacyFundsOfUser\n      ...LegacyMiningOfUser\n      ...LegacyTradingOfUser\n    }\n  }\n": types.CustomerForAdminDocument,
    "\n  mutation SendCustomerPush($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerPush(userId: $userId, subject: $subject, body: $body)\n  }\n": types.SendCustomerPushDocument,
    "\n  mutation SendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)\n  }\n": types.SendCustomerEmailDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...LegacyUser\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...LegacyUser\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation UpdateDetails($input: DetailsInput!) {\n    updateDetails(input: $input) {\n      ...LegacyUser\n    }\n  }\n": types.UpdateDetailsDocument,
    "\n  mutation RequestEmailChange {\n    requestEmailChange\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {\n    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {\n      ...LegacyUser\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation UpdateProfilePhoto($photo: ImageUpload!) {\n    updateProfilePhoto(photo: $photo) {\n      ...LegacyUser\n    }\n  }\n": types.UpdateProfilePhotoDocument,
    "\n  mutation UpdatePhone($mobileNumber: String!) {\n    updatePhone(mobileNumber: $mobileNumber) {\n      ...LegacyUser\n    }\n  }\n": types.UpdatePhoneDocument,
    "\n  mutation UpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      ...LegacyUser\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation UpdateWebPush($permission: WebsitePermission!, $subscription: PushSubscriptionInput) {\n    updateWebPush(permission: $permission, subscription: $subscription) {\n      ...LegacyUser\n    }\n  }\n": types.UpdateWebPushDocument,
    "\n  mutation ClearCustomerMessages($userId: ID!) {\n    clearCustomerMessages(userId: $userId)\n  }\n": types.ClearCustomerMessagesDocument,
    "\n  mutation SendMessage($userId: ID!, $body: String!, $type: MessageType!) {\n    sendMessage(userId: $userId, body: $body, type: $type) {\n      id\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation RequestDevicePin {\n    requestDevicePin\n  }\n": types.RequestDevicePinDocument,
    "\n  mutation VerifyDevice($pin: String!) {\n    verifyDevice(pin: $pin) {\n      ...LegacyUser\n    }\n  }\n": types.VerifyDeviceDocument,
    "\n  mutation SubmitIdentityDocuments($front: ImageUpload!, $back: ImageUpload!) {\n    submitIdentityDocuments(front: $front, back: $back) {\n      ...LegacyUser\n    }\n  }\n": types.SubmitIdentityDocumentsDocument,
    "\n  mutation SkipIdentityCheck {\n    skipIdentityCheck {\n      ...LegacyUser\n    }\n  }\n": types.SkipIdentityCheckDocument,
    "\n  query CustomerIdentityCheck($userId: ID!) {\n    customer(id: $userId) {\n      identityCheck\n    }\n  }\n": types.CustomerIdentityCheckDocument,
    "\n  mutation ReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {\n    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {\n      ...LegacyUser\n    }\n  }\n": types.ReviewIdentityCheckDocument,
    "\n  mutation SkipCustomerIdentityCheck($userId: ID!) {\n    skipCustomerIdentityCheck(userId: $userId) {\n      ...LegacyUser\n    }\n  }\n": types.SkipCustomerIdentityCheckDocument,
    "\n    query AllPayouts($page: Int!, $pageSize: Int!, $search: String) {\n      allPayouts(page: $page, pageSize: $pageSize, search: $search) {\n        total\n        items {\n          ...LegacyPayout\n        }\n      }\n    }\n  ": types.AllPayoutsDocument,
    "\n  query Wallets($search: String) {\n    wallets(search: $search) {\n      ...LegacyWallet\n    }\n  }\n": types.WalletsDocument,
    "\n  mutation CreateWallet($address: String!, $type: CryptoCurrency!) {\n    createWallet(address: $address, type: $type) {\n      ...LegacyWallet\n    }\n  }\n": types.CreateWalletDocument,
    "\n  mutation UpdateWallet($id: ID!, $address: String!) {\n    updateWallet(id: $id, address: $address) {\n      ...LegacyWallet\n    }\n  }\n": types.UpdateWalletDocument,
    "\n  mutation AttachPayoutLinkByMatch($input: PayoutMatchInput!) {\n    attachPayoutLinkByMatch(input: $input) {\n      ...LegacyPayout\n    }\n  }\n": types.AttachPayoutLinkByMatchDocument,
    "\n  mutation HidePayout($withdrawalId: ID!) {\n    hidePayout(withdrawalId: $withdrawalId) {\n      ...LegacyPayout\n    }\n  }\n": types.HidePayoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshAdminSession {\n    refreshAdminSession {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshAdminSession {\n    refreshAdminSession {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyAdmin on Admin {\n    id\n    email\n    firstName\n    lastName\n    roles\n    createdAt\n    photo\n  }\n"): (typeof documents)["\n  fragment LegacyAdmin on Admin {\n    id\n    email\n    firstName\n    lastName\n    roles\n    createdAt\n    photo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminSignIn(email: $email, password: $password) {\n      ...LegacyAdmin\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminSignIn(email: $email, password: $password) {\n      ...LegacyAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentAdmin {\n    currentAdmin {\n      ...LegacyAdmin\n    }\n  }\n"): (typeof documents)["\n  query CurrentAdmin {\n    currentAdmin {\n      ...LegacyAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignOut {\n    adminSignOut\n  }\n"): (typeof documents)["\n  mutation AdminSignOut {\n    adminSignOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n"): (typeof documents)["\n  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyCopyingState($traderId: ID!) {\n    me {\n      id\n      copiedTraders {\n        trader {\n          id\n        }\n      }\n    }\n    trader(id: $traderId) {\n      id\n      minAllocation\n    }\n  }\n"): (typeof documents)["\n  query LegacyCopyingState($traderId: ID!) {\n    me {\n      id\n      copiedTraders {\n        trader {\n          id\n        }\n      }\n    }\n    trader(id: $traderId) {\n      id\n      minAllocation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyCopyTrader($traderId: ID!, $allocation: String!, $requestId: ID!) {\n    copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) {\n      allocation\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyCopyTrader($traderId: ID!, $allocation: String!, $requestId: ID!) {\n    copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) {\n      allocation\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyStopCopying($traderId: ID!) {\n    stopCopying(traderId: $traderId) {\n      allocation\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyStopCopying($traderId: ID!) {\n    stopCopying(traderId: $traderId) {\n      allocation\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {\n    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {\n      id\n      status\n      amount {\n        assetCode\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {\n    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {\n      id\n      status\n      amount {\n        assetCode\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyCustomersMatching($search: String!) {\n    customers(search: $search, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query LegacyCustomersMatching($search: String!) {\n    customers(search: $search, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AllDeposits($page: Int!, $pageSize: Int!, $search: String, $searchCustomerIds: [ID!]) {\n      allDeposits(page: $page, pageSize: $pageSize, search: $search, searchCustomerIds: $searchCustomerIds) {\n        total\n        items {\n          ...LegacyDeposit\n        }\n      }\n    }\n  "): (typeof documents)["\n    query AllDeposits($page: Int!, $pageSize: Int!, $search: String, $searchCustomerIds: [ID!]) {\n      allDeposits(page: $page, pageSize: $pageSize, search: $search, searchCustomerIds: $searchCustomerIds) {\n        total\n        items {\n          ...LegacyDeposit\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AllWithdrawals($page: Int!, $pageSize: Int!, $search: String) {\n      allWithdrawals(page: $page, pageSize: $pageSize, search: $search) {\n        total\n        items {\n          ...LegacyWithdrawal\n        }\n      }\n    }\n  "): (typeof documents)["\n    query AllWithdrawals($page: Int!, $pageSize: Int!, $search: String) {\n      allWithdrawals(page: $page, pageSize: $pageSize, search: $search) {\n        total\n        items {\n          ...LegacyWithdrawal\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...LegacyDeposit\n    }\n  }\n"): (typeof documents)["\n  mutation CancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...LegacyDeposit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordDeposit($input: RecordDepositInput!) {\n    recordDeposit(input: $input) {\n      ...LegacyDeposit\n    }\n  }\n"): (typeof documents)["\n  mutation RecordDeposit($input: RecordDepositInput!) {\n    recordDeposit(input: $input) {\n      ...LegacyDeposit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...LegacyWithdrawal\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...LegacyWithdrawal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...LegacyDeposit\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...LegacyDeposit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCurrency {\n    me {\n      currency\n    }\n  }\n"): (typeof documents)["\n  query MyCurrency {\n    me {\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmDeposit($id: ID!, $transactionReference: String) {\n    confirmDeposit(id: $id, transactionReference: $transactionReference) {\n      ...LegacyDeposit\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmDeposit($id: ID!, $transactionReference: String) {\n    confirmDeposit(id: $id, transactionReference: $transactionReference) {\n      ...LegacyDeposit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailDeposit($id: ID!, $reason: String) {\n    failDeposit(id: $id, reason: $reason) {\n      ...LegacyDeposit\n    }\n  }\n"): (typeof documents)["\n  mutation FailDeposit($id: ID!, $reason: String) {\n    failDeposit(id: $id, reason: $reason) {\n      ...LegacyDeposit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteWithdrawal($id: ID!, $payoutReference: String) {\n    completeWithdrawal(id: $id, payoutReference: $payoutReference) {\n      ...LegacyWithdrawal\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteWithdrawal($id: ID!, $payoutReference: String) {\n    completeWithdrawal(id: $id, payoutReference: $payoutReference) {\n      ...LegacyWithdrawal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailWithdrawal($id: ID!, $reason: String!) {\n    failWithdrawal(id: $id, reason: $reason) {\n      ...LegacyWithdrawal\n    }\n  }\n"): (typeof documents)["\n  mutation FailWithdrawal($id: ID!, $reason: String!) {\n    failWithdrawal(id: $id, reason: $reason) {\n      ...LegacyWithdrawal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositById($id: ID!) {\n    deposit(id: $id) {\n      ...LegacyDeposit\n    }\n  }\n"): (typeof documents)["\n  query DepositById($id: ID!) {\n    deposit(id: $id) {\n      ...LegacyDeposit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalById($id: ID!) {\n    withdrawal(id: $id) {\n      ...LegacyWithdrawal\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalById($id: ID!) {\n    withdrawal(id: $id) {\n      ...LegacyWithdrawal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query DepositOwner($id: ID!) {\n      deposit(id: $id) {\n        userId\n      }\n    }\n  "): (typeof documents)["\n    query DepositOwner($id: ID!) {\n      deposit(id: $id) {\n        userId\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query WithdrawalOwner($id: ID!) {\n      withdrawal(id: $id) {\n        userId\n      }\n    }\n  "): (typeof documents)["\n    query WithdrawalOwner($id: ID!) {\n      withdrawal(id: $id) {\n        userId\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerTradingAsset($id: ID!) {\n    customer(id: $id) {\n      balances {\n        trading {\n          assetCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerTradingAsset($id: ID!) {\n    customer(id: $id) {\n      balances {\n        trading {\n          assetCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlansOfCoin($coin: Coin) {\n    plans(coin: $coin) {\n      id\n      termMonths\n    }\n  }\n"): (typeof documents)["\n  query PlansOfCoin($coin: Coin) {\n    plans(coin: $coin) {\n      id\n      termMonths\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyAdminContract on Contract {\n    id\n    userId\n    plan {\n      id\n    }\n    planLabel\n    name\n    coin\n    source\n    status\n    powerGhs\n    hashrateThs\n    estimatedDailyPayout\n    startsOn\n    expiresOn\n    minedTotal\n    stoppedReason\n    terminationReason\n    grant {\n      status\n    }\n    amendments {\n      id\n      kind\n      status\n      toLabel\n      toPowerGhs\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyAdminContract on Contract {\n    id\n    userId\n    plan {\n      id\n    }\n    planLabel\n    name\n    coin\n    source\n    status\n    powerGhs\n    hashrateThs\n    estimatedDailyPayout\n    startsOn\n    expiresOn\n    minedTotal\n    stoppedReason\n    terminationReason\n    grant {\n      status\n    }\n    amendments {\n      id\n      kind\n      status\n      toLabel\n      toPowerGhs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyContractById($id: ID!) {\n    contract(id: $id) {\n      ...LegacyAdminContract\n    }\n  }\n"): (typeof documents)["\n  query LegacyContractById($id: ID!) {\n    contract(id: $id) {\n      ...LegacyAdminContract\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyContractCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query LegacyContractCustomer($id: ID!) {\n    customer(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyDeposit on Deposit {\n    id\n    userId\n    user {\n      firstName\n      lastName\n      email\n    }\n    purpose\n    status\n    price {\n      assetCode\n      amount\n    }\n    priceInCrypto {\n      amount\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    timestamp\n    link\n    createdByAdmin\n    transactionReference\n    failureReason\n    createdAt\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment LegacyDeposit on Deposit {\n    id\n    userId\n    user {\n      firstName\n      lastName\n      email\n    }\n    purpose\n    status\n    price {\n      assetCode\n      amount\n    }\n    priceInCrypto {\n      amount\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    timestamp\n    link\n    createdByAdmin\n    transactionReference\n    failureReason\n    createdAt\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyWithdrawal on Withdrawal {\n    id\n    userId\n    method\n    source\n    status\n    amount {\n      assetCode\n      amount\n    }\n    fee {\n      amount\n    }\n    netAmount {\n      amount\n    }\n    destination {\n      walletAddress\n      paypalEmail\n      bankName\n      accountName\n      accountNumber\n      iban\n      routingNumber\n    }\n    payoutReference\n    failureReason\n    createdAt\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment LegacyWithdrawal on Withdrawal {\n    id\n    userId\n    method\n    source\n    status\n    amount {\n      assetCode\n      amount\n    }\n    fee {\n      amount\n    }\n    netAmount {\n      amount\n    }\n    destination {\n      walletAddress\n      paypalEmail\n      bankName\n      accountName\n      accountNumber\n      iban\n      routingNumber\n    }\n    payoutReference\n    failureReason\n    createdAt\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyWallet on Wallet {\n    id\n    address\n    type\n    assignedCount\n  }\n"): (typeof documents)["\n  fragment LegacyWallet on Wallet {\n    id\n    address\n    type\n    assignedCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyPayout on Payout {\n    id\n    maskedDestination\n    amount {\n      assetCode\n      amount\n    }\n    method\n    completedAt\n    link\n    hidden\n  }\n"): (typeof documents)["\n  fragment LegacyPayout on Payout {\n    id\n    maskedDestination\n    amount {\n      assetCode\n      amount\n    }\n    method\n    completedAt\n    link\n    hidden\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyFundsOfUser on User {\n    balances {\n      trading {\n        assetCode\n        amount\n      }\n      mining {\n        assetCode\n        amount\n      }\n    }\n    pendingDepositCount\n    pendingWithdrawalCount\n    depositAddresses {\n      btc\n      eth\n    }\n    deposits(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyDeposit\n      }\n    }\n    withdrawals(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyWithdrawal\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyFundsOfUser on User {\n    balances {\n      trading {\n        assetCode\n        amount\n      }\n      mining {\n        assetCode\n        amount\n      }\n    }\n    pendingDepositCount\n    pendingWithdrawalCount\n    depositAddresses {\n      btc\n      eth\n    }\n    deposits(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyDeposit\n      }\n    }\n    withdrawals(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyWithdrawal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyMiningOfUser on User {\n    miningOverview {\n      coins {\n        coin\n        powerGhs\n        dailyEstimate\n        perSecond\n      }\n    }\n    contracts(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyAdminContract\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyMiningOfUser on User {\n    miningOverview {\n      coins {\n        coin\n        powerGhs\n        dailyEstimate\n        perSecond\n      }\n    }\n    contracts(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyAdminContract\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyTrade on Trade {\n    id\n    userId\n    symbol\n    instrument {\n      market\n    }\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      price\n      at\n    }\n    takeProfit\n    stopLoss\n    closeOutPrice\n    closing {\n      price\n      at\n    }\n    closedBy\n    profit\n    traderId\n    trader {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyTrade on Trade {\n    id\n    userId\n    symbol\n    instrument {\n      market\n    }\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      price\n      at\n    }\n    takeProfit\n    stopLoss\n    closeOutPrice\n    closing {\n      price\n      at\n    }\n    closedBy\n    profit\n    traderId\n    trader {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyOption on TradingOption {\n    id\n    userId\n    symbol\n    direction\n    status\n    currency\n    stake\n    payoutPercent\n    strike {\n      price\n      at\n    }\n    expiresAt\n    settlement {\n      price\n      at\n    }\n    profit\n  }\n"): (typeof documents)["\n  fragment LegacyOption on TradingOption {\n    id\n    userId\n    symbol\n    direction\n    status\n    currency\n    stake\n    payoutPercent\n    strike {\n      price\n      at\n    }\n    expiresAt\n    settlement {\n      price\n      at\n    }\n    profit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyTrader on Trader {\n    id\n    name\n    description\n    profitSharePercent\n    minAllocation\n    maxAllocation\n    copiers\n    photoUrl\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      statisticsUnavailableReason\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyTrader on Trader {\n    id\n    name\n    description\n    profitSharePercent\n    minAllocation\n    maxAllocation\n    copiers\n    photoUrl\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      statisticsUnavailableReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyAdminTrader on Trader {\n    ...LegacyTrader\n    email\n    equity\n    retiredAt\n  }\n"): (typeof documents)["\n  fragment LegacyAdminTrader on Trader {\n    ...LegacyTrader\n    email\n    equity\n    retiredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyTradingOfUser on User {\n    trades(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyTrade\n      }\n    }\n    options(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyOption\n      }\n    }\n    openTrades {\n      ...LegacyTrade\n    }\n    copiedTraders {\n      allocation\n      startedAt\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyTradingOfUser on User {\n    trades(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyTrade\n      }\n    }\n    options(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        ...LegacyOption\n      }\n    }\n    openTrades {\n      ...LegacyTrade\n    }\n    copiedTraders {\n      allocation\n      startedAt\n      trader {\n        ...LegacyTrader\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyUser on User {\n    id\n    email\n    firstName\n    lastName\n    phoneNumber\n    country\n    mobileNumber\n    currency\n    language\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    identityCheckDeclineReason\n    referralCode\n    createdAt\n    streetAddress\n    postCode\n    city\n    state\n    referralCount\n    photo\n    websitePermission\n    pushSubscription {\n      endpointOrigin\n      savedAt\n    }\n    latestOpenMessage {\n      body\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyUser on User {\n    id\n    email\n    firstName\n    lastName\n    phoneNumber\n    country\n    mobileNumber\n    currency\n    language\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    identityCheckDeclineReason\n    referralCode\n    createdAt\n    streetAddress\n    postCode\n    city\n    state\n    referralCount\n    photo\n    websitePermission\n    pushSubscription {\n      endpointOrigin\n      savedAt\n    }\n    latestOpenMessage {\n      body\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyUserDetail on User {\n    ...LegacyUser\n    referrals(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        firstName\n        joinedAt\n      }\n    }\n    identityDocuments {\n      front\n      back\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyUserDetail on User {\n    ...LegacyUser\n    referrals(page: $page, pageSize: 20) {\n      total\n      page\n      pageSize\n      items {\n        firstName\n        joinedAt\n      }\n    }\n    identityDocuments {\n      front\n      back\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount($page: Int!) {\n    me {\n      ...LegacyUserDetail\n      ...LegacyFundsOfUser\n      ...LegacyMiningOfUser\n      ...LegacyTradingOfUser\n    }\n  }\n"): (typeof documents)["\n  query MyAccount($page: Int!) {\n    me {\n      ...LegacyUserDetail\n      ...LegacyFundsOfUser\n      ...LegacyMiningOfUser\n      ...LegacyTradingOfUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyId {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MyId {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyGrantContract($input: GrantContractInput!) {\n    grantContract(input: $input) {\n      ...LegacyAdminContract\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyGrantContract($input: GrantContractInput!) {\n    grantContract(input: $input) {\n      ...LegacyAdminContract\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyAmendContract($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {\n    amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) {\n      ...LegacyAdminContract\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyAmendContract($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {\n    amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) {\n      ...LegacyAdminContract\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyTerminateContract($id: ID!, $reason: String!) {\n    terminateContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyTerminateContract($id: ID!, $reason: String!) {\n    terminateContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyResumeContract($id: ID!, $reason: String!) {\n    resumeContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyResumeContract($id: ID!, $reason: String!) {\n    resumeContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyStopContract($id: ID!, $reason: String!) {\n    stopContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyStopContract($id: ID!, $reason: String!) {\n    stopContract(id: $id, reason: $reason) {\n      ...LegacyAdminContract\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyApproveContractGrant($id: ID!) {\n    approveContractGrant(id: $id) {\n      ...LegacyAdminContract\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyApproveContractGrant($id: ID!) {\n    approveContractGrant(id: $id) {\n      ...LegacyAdminContract\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyContractAddedAdjustment(\n    $userId: ID!\n    $assetCode: String!\n    $amount: String!\n    $reason: String!\n    $requestId: ID\n  ) {\n    requestAdjustment(userId: $userId, assetCode: $assetCode, amount: $amount, reason: $reason, requestId: $requestId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyContractAddedAdjustment(\n    $userId: ID!\n    $assetCode: String!\n    $amount: String!\n    $reason: String!\n    $requestId: ID\n  ) {\n    requestAdjustment(userId: $userId, assetCode: $assetCode, amount: $amount, reason: $reason, requestId: $requestId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAdminPasswordReset($email: String!) {\n    requestAdminPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestAdminPasswordReset($email: String!) {\n    requestAdminPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetAdminPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetAdminPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n"): (typeof documents)["\n  mutation ResetAdminPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetAdminPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyTraders {\n    traders {\n      ...LegacyTrader\n    }\n  }\n"): (typeof documents)["\n  query LegacyTraders {\n    traders {\n      ...LegacyTrader\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyAdminTraders {\n    traders {\n      ...LegacyAdminTrader\n    }\n  }\n"): (typeof documents)["\n  query LegacyAdminTraders {\n    traders {\n      ...LegacyAdminTrader\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyTraderById($id: ID!) {\n    trader(id: $id) {\n      ...LegacyTrader\n    }\n  }\n"): (typeof documents)["\n  query LegacyTraderById($id: ID!) {\n    trader(id: $id) {\n      ...LegacyTrader\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyAdminTraderById($id: ID!) {\n    trader(id: $id) {\n      ...LegacyAdminTrader\n    }\n  }\n"): (typeof documents)["\n  query LegacyAdminTraderById($id: ID!) {\n    trader(id: $id) {\n      ...LegacyAdminTrader\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyCreateTrader($input: TraderInput!, $requestId: ID) {\n    createTrader(input: $input, requestId: $requestId) {\n      ...LegacyAdminTrader\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyCreateTrader($input: TraderInput!, $requestId: ID) {\n    createTrader(input: $input, requestId: $requestId) {\n      ...LegacyAdminTrader\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyUpdateTrader($id: ID!, $input: TraderInput!) {\n    updateTrader(id: $id, input: $input) {\n      ...LegacyAdminTrader\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyUpdateTrader($id: ID!, $input: TraderInput!) {\n    updateTrader(id: $id, input: $input) {\n      ...LegacyAdminTrader\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyRetireTrader($id: ID!, $reason: String!) {\n    retireTrader(id: $id, reason: $reason) {\n      ...LegacyAdminTrader\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyRetireTrader($id: ID!, $reason: String!) {\n    retireTrader(id: $id, reason: $reason) {\n      ...LegacyAdminTrader\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyUploadTraderPhoto($id: ID!, $photo: ImageUpload!) {\n    uploadTraderPhoto(id: $id, photo: $photo) {\n      ...LegacyAdminTrader\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyUploadTraderPhoto($id: ID!, $photo: ImageUpload!) {\n    uploadTraderPhoto(id: $id, photo: $photo) {\n      ...LegacyAdminTrader\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyAdminCloseTrade($id: ID!, $reason: String!) {\n    adminCloseTrade(id: $id, reason: $reason) {\n      ...LegacyTrade\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyAdminCloseTrade($id: ID!, $reason: String!) {\n    adminCloseTrade(id: $id, reason: $reason) {\n      ...LegacyTrade\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyVoidTrade($id: ID!, $reason: String!) {\n    voidTrade(id: $id, reason: $reason) {\n      ...LegacyTrade\n      voidedAt\n      voidReason\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyVoidTrade($id: ID!, $reason: String!) {\n    voidTrade(id: $id, reason: $reason) {\n      ...LegacyTrade\n      voidedAt\n      voidReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyOpenTraderTrade($input: OpenTraderTradeInput!) {\n    openTraderTrade(input: $input) {\n      ...LegacyTrade\n      mirrorCount\n      mirrorSkips {\n        userId\n        reason\n        detail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyOpenTraderTrade($input: OpenTraderTradeInput!) {\n    openTraderTrade(input: $input) {\n      ...LegacyTrade\n      mirrorCount\n      mirrorSkips {\n        userId\n        reason\n        detail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyCustomerOpenTrades($userId: ID!) {\n    customer(id: $userId) {\n      openTrades {\n        ...LegacyTrade\n        copiedFrom\n      }\n    }\n  }\n"): (typeof documents)["\n  query LegacyCustomerOpenTrades($userId: ID!) {\n    customer(id: $userId) {\n      openTrades {\n        ...LegacyTrade\n        copiedFrom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyTradeById($id: ID!) {\n    trade(id: $id) {\n      ...LegacyTrade\n    }\n  }\n"): (typeof documents)["\n  query LegacyTradeById($id: ID!) {\n    trade(id: $id) {\n      ...LegacyTrade\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyOptionById($id: ID!) {\n    tradingOption(id: $id) {\n      ...LegacyOption\n    }\n  }\n"): (typeof documents)["\n  query LegacyOptionById($id: ID!) {\n    tradingOption(id: $id) {\n      ...LegacyOption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyOpenTrade($input: OpenTradeInput!) {\n    openTrade(input: $input) {\n      ...LegacyTrade\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyOpenTrade($input: OpenTradeInput!) {\n    openTrade(input: $input) {\n      ...LegacyTrade\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyOpenOption($input: OpenOptionInput!) {\n    openOption(input: $input) {\n      ...LegacyOption\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyOpenOption($input: OpenOptionInput!) {\n    openOption(input: $input) {\n      ...LegacyOption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LegacyCloseTrade($id: ID!) {\n    closeTrade(id: $id) {\n      ...LegacyTrade\n    }\n  }\n"): (typeof documents)["\n  mutation LegacyCloseTrade($id: ID!) {\n    closeTrade(id: $id) {\n      ...LegacyTrade\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyLeverageRanges {\n    instruments {\n      symbol\n      leverage {\n        min\n        max\n      }\n    }\n  }\n"): (typeof documents)["\n  query LegacyLeverageRanges {\n    instruments {\n      symbol\n      leverage {\n        min\n        max\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers($page: Int!, $pageSize: Int!, $search: String) {\n    customers(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      items {\n        ...LegacyUser\n        deactivatedAt\n        pendingDepositCount\n        pendingWithdrawalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customers($page: Int!, $pageSize: Int!, $search: String) {\n    customers(page: $page, pageSize: $pageSize, search: $search) {\n      total\n      items {\n        ...LegacyUser\n        deactivatedAt\n        pendingDepositCount\n        pendingWithdrawalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerForAdmin($id: ID!, $page: Int!) {\n    customer(id: $id) {\n      ...LegacyUserDetail\n      deactivatedAt\n      ...LegacyFundsOfUser\n      ...LegacyMiningOfUser\n      ...LegacyTradingOfUser\n    }\n  }\n"): (typeof documents)["\n  query CustomerForAdmin($id: ID!, $page: Int!) {\n    customer(id: $id) {\n      ...LegacyUserDetail\n      deactivatedAt\n      ...LegacyFundsOfUser\n      ...LegacyMiningOfUser\n      ...LegacyTradingOfUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCustomerPush($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerPush(userId: $userId, subject: $subject, body: $body)\n  }\n"): (typeof documents)["\n  mutation SendCustomerPush($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerPush(userId: $userId, subject: $subject, body: $body)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)\n  }\n"): (typeof documents)["\n  mutation SendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDetails($input: DetailsInput!) {\n    updateDetails(input: $input) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDetails($input: DetailsInput!) {\n    updateDetails(input: $input) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange {\n    requestEmailChange\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange {\n    requestEmailChange\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {\n    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {\n    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfilePhoto($photo: ImageUpload!) {\n    updateProfilePhoto(photo: $photo) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfilePhoto($photo: ImageUpload!) {\n    updateProfilePhoto(photo: $photo) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePhone($mobileNumber: String!) {\n    updatePhone(mobileNumber: $mobileNumber) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePhone($mobileNumber: String!) {\n    updatePhone(mobileNumber: $mobileNumber) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebPush($permission: WebsitePermission!, $subscription: PushSubscriptionInput) {\n    updateWebPush(permission: $permission, subscription: $subscription) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebPush($permission: WebsitePermission!, $subscription: PushSubscriptionInput) {\n    updateWebPush(permission: $permission, subscription: $subscription) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCustomerMessages($userId: ID!) {\n    clearCustomerMessages(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation ClearCustomerMessages($userId: ID!) {\n    clearCustomerMessages(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($userId: ID!, $body: String!, $type: MessageType!) {\n    sendMessage(userId: $userId, body: $body, type: $type) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($userId: ID!, $body: String!, $type: MessageType!) {\n    sendMessage(userId: $userId, body: $body, type: $type) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDevicePin {\n    requestDevicePin\n  }\n"): (typeof documents)["\n  mutation RequestDevicePin {\n    requestDevicePin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyDevice($pin: String!) {\n    verifyDevice(pin: $pin) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyDevice($pin: String!) {\n    verifyDevice(pin: $pin) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitIdentityDocuments($front: ImageUpload!, $back: ImageUpload!) {\n    submitIdentityDocuments(front: $front, back: $back) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitIdentityDocuments($front: ImageUpload!, $back: ImageUpload!) {\n    submitIdentityDocuments(front: $front, back: $back) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipIdentityCheck {\n    skipIdentityCheck {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation SkipIdentityCheck {\n    skipIdentityCheck {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerIdentityCheck($userId: ID!) {\n    customer(id: $userId) {\n      identityCheck\n    }\n  }\n"): (typeof documents)["\n  query CustomerIdentityCheck($userId: ID!) {\n    customer(id: $userId) {\n      identityCheck\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {\n    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {\n    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipCustomerIdentityCheck($userId: ID!) {\n    skipCustomerIdentityCheck(userId: $userId) {\n      ...LegacyUser\n    }\n  }\n"): (typeof documents)["\n  mutation SkipCustomerIdentityCheck($userId: ID!) {\n    skipCustomerIdentityCheck(userId: $userId) {\n      ...LegacyUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AllPayouts($page: Int!, $pageSize: Int!, $search: String) {\n      allPayouts(page: $page, pageSize: $pageSize, search: $search) {\n        total\n        items {\n          ...LegacyPayout\n        }\n      }\n    }\n  "): (typeof documents)["\n    query AllPayouts($page: Int!, $pageSize: Int!, $search: String) {\n      allPayouts(page: $page, pageSize: $pageSize, search: $search) {\n        total\n        items {\n          ...LegacyPayout\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wallets($search: String) {\n    wallets(search: $search) {\n      ...LegacyWallet\n    }\n  }\n"): (typeof documents)["\n  query Wallets($search: String) {\n    wallets(search: $search) {\n      ...LegacyWallet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWallet($address: String!, $type: CryptoCurrency!) {\n    createWallet(address: $address, type: $type) {\n      ...LegacyWallet\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWallet($address: String!, $type: CryptoCurrency!) {\n    createWallet(address: $address, type: $type) {\n      ...LegacyWallet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWallet($id: ID!, $address: String!) {\n    updateWallet(id: $id, address: $address) {\n      ...LegacyWallet\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWallet($id: ID!, $address: String!) {\n    updateWallet(id: $id, address: $address) {\n      ...LegacyWallet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachPayoutLinkByMatch($input: PayoutMatchInput!) {\n    attachPayoutLinkByMatch(input: $input) {\n      ...LegacyPayout\n    }\n  }\n"): (typeof documents)["\n  mutation AttachPayoutLinkByMatch($input: PayoutMatchInput!) {\n    attachPayoutLinkByMatch(input: $input) {\n      ...LegacyPayout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HidePayout($withdrawalId: ID!) {\n    hidePayout(withdrawalId: $withdrawalId) {\n      ...LegacyPayout\n    }\n  }\n"): (typeof documents)["\n  mutation HidePayout($withdrawalId: ID!) {\n    hidePayout(withdrawalId: $withdrawalId) {\n      ...LegacyPayout\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;