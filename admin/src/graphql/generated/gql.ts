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
    "\n  fragment AdminFields on Admin {\n    id\n    email\n    firstName\n    lastName\n    roles\n    createdAt\n    disabledAt\n  }\n": typeof types.AdminFieldsFragmentDoc,
    "\n  fragment MoneyFields on Money {\n    assetCode\n    amount\n    amountMinor\n  }\n": typeof types.MoneyFieldsFragmentDoc,
    "\n  fragment AdminDepositFields on Deposit {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    purpose\n    price {\n      ...MoneyFields\n    }\n    priceInCrypto {\n      ...MoneyFields\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    planId\n    status\n    timestamp\n    linkExpiresAt\n    linkValid\n    linkExpired\n    transactionReference\n    createdByAdmin\n    createdByAdminId\n    decidedByAdminId\n    createdBy {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    failureReason\n    createdAt\n    decidedAt\n  }\n": typeof types.AdminDepositFieldsFragmentDoc,
    "\n  fragment AdminWithdrawalFields on Withdrawal {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    method\n    source\n    amount {\n      ...MoneyFields\n    }\n    fee {\n      ...MoneyFields\n    }\n    netAmount {\n      ...MoneyFields\n    }\n    destination {\n      walletAddress\n      paypalEmail\n      bankName\n      accountName\n      accountNumber\n      iban\n      routingNumber\n    }\n    status\n    payoutReference\n    failureReason\n    decidedByAdminId\n    decidedBy {\n      id\n      email\n    }\n    createdAt\n    decidedAt\n  }\n": typeof types.AdminWithdrawalFieldsFragmentDoc,
    "\n  fragment AdminAdjustmentFields on Adjustment {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    amount {\n      ...MoneyFields\n    }\n    reason\n    status\n    createdByAdminId\n    decidedByAdminId\n    createdBy {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    rejectionReason\n    createdAt\n    decidedAt\n  }\n": typeof types.AdminAdjustmentFieldsFragmentDoc,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      productName\n      supportEmail\n    }\n  }\n": typeof types.AdminSiteSettingsDocument,
    "\n  mutation UpdateAdminAccount($input: AdminAccountInput!) {\n    updateAdminAccount(input: $input) {\n      ...AdminFields\n    }\n  }\n": typeof types.UpdateAdminAccountDocument,
    "\n  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": typeof types.ChangeAdminPasswordDocument,
    "\n  query AdminOwnPhoto {\n    currentAdmin {\n      id\n      photo\n    }\n  }\n": typeof types.AdminOwnPhotoDocument,
    "\n  mutation UpdateAdminPhoto($photo: ImageUpload!) {\n    updateAdminPhoto(photo: $photo) {\n      id\n      photo\n    }\n  }\n": typeof types.UpdateAdminPhotoDocument,
    "\n  fragment AdminLiabilityProofFields on LiabilityProof {\n    id\n    publishedAt\n    root\n    leafCount\n    totals {\n      ...MoneyFields\n    }\n  }\n": typeof types.AdminLiabilityProofFieldsFragmentDoc,
    "\n  query AdminLatestLiabilityProof {\n    latestLiabilityProof {\n      ...AdminLiabilityProofFields\n    }\n  }\n": typeof types.AdminLatestLiabilityProofDocument,
    "\n  mutation AdminPublishLiabilityProof($requestId: ID!) {\n    publishLiabilityProof(requestId: $requestId) {\n      ...AdminLiabilityProofFields\n    }\n  }\n": typeof types.AdminPublishLiabilityProofDocument,
    "\n  query AdminAllAdjustments($page: Int, $pageSize: Int, $status: AdjustmentStatus) {\n    allAdjustments(page: $page, pageSize: $pageSize, status: $status) {\n      items {\n        ...AdminAdjustmentFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminAllAdjustmentsDocument,
    "\n  mutation AdminApproveAdjustment($id: ID!) {\n    approveAdjustment(id: $id) {\n      ...AdminAdjustmentFields\n    }\n  }\n": typeof types.AdminApproveAdjustmentDocument,
    "\n  mutation AdminRejectAdjustment($id: ID!, $reason: String!) {\n    rejectAdjustment(id: $id, reason: $reason) {\n      ...AdminAdjustmentFields\n    }\n  }\n": typeof types.AdminRejectAdjustmentDocument,
    "\n  query AdminsList {\n    admins {\n      ...AdminFields\n    }\n  }\n": typeof types.AdminsListDocument,
    "\n  mutation CreateAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      ...AdminFields\n    }\n  }\n": typeof types.CreateAdminDocument,
    "\n  mutation SetAdminRoles($adminId: ID!, $roles: [AdminRole!]!) {\n    setAdminRoles(adminId: $adminId, roles: $roles) {\n      ...AdminFields\n    }\n  }\n": typeof types.SetAdminRolesDocument,
    "\n  mutation DisableAdmin($adminId: ID!, $reason: String!) {\n    disableAdmin(adminId: $adminId, reason: $reason) {\n      ...AdminFields\n    }\n  }\n": typeof types.DisableAdminDocument,
    "\n  mutation EnableAdmin($adminId: ID!) {\n    enableAdmin(adminId: $adminId) {\n      ...AdminFields\n    }\n  }\n": typeof types.EnableAdminDocument,
    "\n  query AdminAuditLog($page: Int, $pageSize: Int, $search: String) {\n    auditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        adminEmail\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminFundsAuditLog($page: Int, $pageSize: Int, $search: String) {\n    fundsAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminFundsAuditLogDocument,
    "\n  query AdminMiningAuditLog($page: Int, $pageSize: Int, $search: String) {\n    miningAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminMiningAuditLogDocument,
    "\n  query AdminTradingAuditLog($page: Int, $pageSize: Int, $search: String) {\n    tradingAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminTradingAuditLogDocument,
    "\n  query AdminContentAuditLog($page: Int, $pageSize: Int, $search: String) {\n    contentAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminContentAuditLogDocument,
    "\n  query AdminContactMessages($page: Int, $pageSize: Int, $search: String, $status: ContactMessageStatus) {\n    contactMessages(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        id\n        name\n        email\n        subject\n        language\n        status\n        receivedAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminContactMessagesDocument,
    "\n  query AdminNewContactMessagesCount {\n    contactMessages(page: 1, pageSize: 1, status: NEW) {\n      total\n    }\n  }\n": typeof types.AdminNewContactMessagesCountDocument,
    "\n  query AdminContactMessage($id: ID!) {\n    contactMessage(id: $id) {\n      ...ContactMessageFields\n    }\n  }\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    subject\n    body\n    language\n    ip\n    status\n    receivedAt\n    handledAt\n    handledBy {\n      ...ContentAdminFields\n    }\n    replies {\n      id\n      admin {\n        ...ContentAdminFields\n      }\n      body\n      sentAt\n    }\n  }\n": typeof types.AdminContactMessageDocument,
    "\n  mutation AdminReplyToContactMessage($id: ID!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactMessageFields\n    }\n  }\n": typeof types.AdminReplyToContactMessageDocument,
    "\n  mutation AdminMarkContactMessageHandled($id: ID!) {\n    markContactMessageHandled(id: $id) {\n      ...ContactMessageFields\n    }\n  }\n": typeof types.AdminMarkContactMessageHandledDocument,
    "\n  query AdminPageDraftPreview($input: PageEditInput!) {\n    pageDraftPreview(input: $input) {\n      title\n      description\n      introHtml\n      sections {\n        key\n        title\n        html\n      }\n    }\n  }\n": typeof types.AdminPageDraftPreviewDocument,
    "\n  query AdminFaqDraftPreview($input: FaqEntryEditInput!) {\n    faqDraftPreview(input: $input) {\n      question\n      answerHtml\n    }\n  }\n": typeof types.AdminFaqDraftPreviewDocument,
    "\n  query AdminFaq($group: String!, $language: String!) {\n    faq(group: $group, language: $language) {\n      ...FaqEntryFields\n    }\n  }\n  fragment FaqEntryFields on FaqEntry {\n    key\n    group\n    language\n    position\n    question\n    answer\n    answerHtml\n    version\n    source\n    publishedAt\n  }\n": typeof types.AdminFaqDocument,
    "\n  query AdminFaqEntryVersions($key: String!, $language: String!) {\n    faqEntryVersions(key: $key, language: $language) {\n      version\n      question\n      answer\n      source\n      admin {\n        ...ContentAdminFields\n      }\n      publishedAt\n      restoredFrom\n    }\n  }\n": typeof types.AdminFaqEntryVersionsDocument,
    "\n  mutation AdminEditFaqEntry($input: FaqEntryEditInput!) {\n    editFaqEntry(input: $input) {\n      ...FaqEntryFields\n    }\n  }\n": typeof types.AdminEditFaqEntryDocument,
    "\n  mutation AdminRestoreFaqEntryVersion($key: String!, $language: String!, $version: Int!) {\n    restoreFaqEntryVersion(key: $key, language: $language, version: $version) {\n      ...FaqEntryFields\n    }\n  }\n": typeof types.AdminRestoreFaqEntryVersionDocument,
    "\n  fragment ContentAdminFields on Admin {\n    id\n    email\n    firstName\n    lastName\n  }\n": typeof types.ContentAdminFieldsFragmentDoc,
    "\n  query AdminContentPages($language: String!) {\n    site: pages(kind: PAGE, language: $language) {\n      ...ContentPageRowFields\n    }\n    legal: pages(kind: LEGAL, language: $language) {\n      ...ContentPageRowFields\n    }\n    articles: pages(kind: ARTICLE, language: $language) {\n      ...ContentPageRowFields\n    }\n  }\n  fragment ContentPageRowFields on Page {\n    slug\n    language\n    kind\n    path\n    title\n    version\n    source\n    publishedAt\n  }\n": typeof types.AdminContentPagesDocument,
    "\n  query AdminContentPage($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      ...ContentPageFields\n    }\n  }\n  fragment ContentPageFields on Page {\n    slug\n    language\n    kind\n    path\n    title\n    label\n    description\n    body\n    introHtml\n    sections {\n      key\n      title\n      html\n    }\n    version\n    source\n    publishedAt\n  }\n": typeof types.AdminContentPageDocument,
    "\n  query AdminPageVersions($slug: String!, $language: String!) {\n    pageVersions(slug: $slug, language: $language) {\n      version\n      title\n      label\n      description\n      body\n      source\n      admin {\n        ...ContentAdminFields\n      }\n      publishedAt\n      restoredFrom\n    }\n  }\n": typeof types.AdminPageVersionsDocument,
    "\n  mutation AdminEditPage($input: PageEditInput!) {\n    editPage(input: $input) {\n      ...ContentPageFields\n    }\n  }\n": typeof types.AdminEditPageDocument,
    "\n  mutation AdminRestorePageVersion($slug: String!, $language: String!, $version: Int!) {\n    restorePageVersion(slug: $slug, language: $language, version: $version) {\n      ...ContentPageFields\n    }\n  }\n": typeof types.AdminRestorePageVersionDocument,
    "\n  query AdminAllDeposits(\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $status: DepositStatus\n    $searchCustomerIds: [ID!]\n  ) {\n    allDeposits(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      searchCustomerIds: $searchCustomerIds\n    ) {\n      items {\n        ...AdminDepositFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminAllDepositsDocument,
    "\n  query AdminDepositSearchCustomers($search: String!) {\n    customers(search: $search, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.AdminDepositSearchCustomersDocument,
    "\n  query AdminDeposit($id: ID!) {\n    deposit(id: $id) {\n      ...AdminDepositFields\n    }\n  }\n": typeof types.AdminDepositDocument,
    "\n  query AdminCustomerDeposits($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      deposits(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminDepositFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.AdminCustomerDepositsDocument,
    "\n  mutation AdminConfirmDeposit($id: ID!, $transactionReference: String) {\n    confirmDeposit(id: $id, transactionReference: $transactionReference) {\n      ...AdminDepositFields\n    }\n  }\n": typeof types.AdminConfirmDepositDocument,
    "\n  mutation AdminFailDeposit($id: ID!, $reason: String) {\n    failDeposit(id: $id, reason: $reason) {\n      ...AdminDepositFields\n    }\n  }\n": typeof types.AdminFailDepositDocument,
    "\n  mutation AdminCancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...AdminDepositFields\n    }\n  }\n": typeof types.AdminCancelDepositDocument,
    "\n  mutation AdminRecordDeposit($input: RecordDepositInput!) {\n    recordDeposit(input: $input) {\n      ...AdminDepositFields\n    }\n  }\n": typeof types.AdminRecordDepositDocument,
    "\n  query AdminDepositPlans {\n    plans {\n      id\n      coin\n      termMonths\n      priceUsd\n    }\n  }\n": typeof types.AdminDepositPlansDocument,
    "\n  query AdminOverviewInstruments {\n    instruments {\n      symbol\n      market\n      pricePrecision\n      lastQuote {\n        ask\n        at\n      }\n    }\n  }\n": typeof types.AdminOverviewInstrumentsDocument,
    "\n  query AdminOverviewPlans {\n    plans {\n      id\n      coin\n    }\n  }\n": typeof types.AdminOverviewPlansDocument,
    "\n  query AdminOverviewLanguages {\n    languages {\n      code\n      name\n    }\n  }\n": typeof types.AdminOverviewLanguagesDocument,
    "\n  query AdminMailbox($page: Int, $pageSize: Int, $search: String) {\n    mailbox(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        recipient\n        subject\n        body\n        kind\n        createdAt\n        deliveredAt\n        lastError\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminMailboxDocument,
    "\n  query AdminMarketParameters($from: DateTime!, $to: DateTime!) {\n    marketParameters {\n      hashprice {\n        id\n        msatPerThDay\n        btcPerThDay\n        validFrom\n        setBy\n        reason\n      }\n      capacities {\n        coin\n        capacityThs\n        soldThs\n        soldHashrateThs\n        validFrom\n      }\n    }\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      maintenanceFeeUsdPerThDay\n    }\n    hashpriceHistory(from: $from, to: $to) {\n      id\n      msatPerThDay\n      validFrom\n      setBy\n      reason\n    }\n  }\n": typeof types.AdminMarketParametersDocument,
    "\n  query AdminPlanFeeHistory($planId: ID!) {\n    planFeeHistory(planId: $planId) {\n      id\n      usdPerThDay\n      microUsdPerThDay\n      validFrom\n      setBy\n      reason\n    }\n  }\n": typeof types.AdminPlanFeeHistoryDocument,
    "\n  query AdminCapacityHistory($coin: Coin!) {\n    capacityHistory(coin: $coin) {\n      id\n      capacityThs\n      validFrom\n      setBy\n      reason\n    }\n  }\n": typeof types.AdminCapacityHistoryDocument,
    "\n  mutation AdminSetHashprice($value: Int!, $reason: String!, $requestId: ID) {\n    setHashprice(valueMsatPerThDay: $value, reason: $reason, requestId: $requestId) {\n      id\n      msatPerThDay\n    }\n  }\n": typeof types.AdminSetHashpriceDocument,
    "\n  mutation AdminSetPlanFee($planId: ID!, $value: Int!, $reason: String!, $requestId: ID) {\n    setPlanFee(planId: $planId, microUsdPerThDay: $value, reason: $reason, requestId: $requestId) {\n      id\n      usdPerThDay\n    }\n  }\n": typeof types.AdminSetPlanFeeDocument,
    "\n  mutation AdminSetCapacity($coin: Coin!, $value: Int!, $reason: String!, $requestId: ID) {\n    setCapacity(coin: $coin, ths: $value, reason: $reason, requestId: $requestId) {\n      id\n      capacityThs\n    }\n  }\n": typeof types.AdminSetCapacityDocument,
    "\n  mutation AdminRunAccrual($day: String!) {\n    runAccrual(day: $day) {\n      day\n      status\n      accrued\n      posted\n      terminated\n      waitingCoins\n    }\n  }\n": typeof types.AdminRunAccrualDocument,
    "\n  mutation RequestAdminPasswordReset($email: String!) {\n    requestAdminPasswordReset(email: $email)\n  }\n": typeof types.RequestAdminPasswordResetDocument,
    "\n  mutation ResetAdminPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetAdminPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": typeof types.ResetAdminPasswordDocument,
    "\n  fragment AdminPayoutFields on Payout {\n    id\n    maskedDestination\n    amount {\n      ...MoneyFields\n    }\n    method\n    completedAt\n    link\n    hidden\n  }\n": typeof types.AdminPayoutFieldsFragmentDoc,
    "\n  query AdminAllPayouts($page: Int, $pageSize: Int, $search: String) {\n    allPayouts(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        ...AdminPayoutFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminAllPayoutsDocument,
    "\n  mutation AdminAttachPayoutLink($withdrawalId: ID!, $link: String!) {\n    attachPayoutLink(withdrawalId: $withdrawalId, link: $link) {\n      ...AdminPayoutFields\n    }\n  }\n": typeof types.AdminAttachPayoutLinkDocument,
    "\n  mutation AdminHidePayout($withdrawalId: ID!) {\n    hidePayout(withdrawalId: $withdrawalId) {\n      ...AdminPayoutFields\n    }\n  }\n": typeof types.AdminHidePayoutDocument,
    "\n  mutation AdminAttachPayoutLinkByMatch($input: PayoutMatchInput!) {\n    attachPayoutLinkByMatch(input: $input) {\n      ...AdminPayoutFields\n    }\n  }\n": typeof types.AdminAttachPayoutLinkByMatchDocument,
    "\n  fragment AdminTraderFields on Trader {\n    id\n    name\n    email\n    description\n    profitSharePercent\n    equity\n    minAllocation\n    maxAllocation\n    copiers\n    photoUrl\n    retiredAt\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      statisticsUnavailableReason\n    }\n  }\n": typeof types.AdminTraderFieldsFragmentDoc,
    "\n  query AdminTraders {\n    traders {\n      ...AdminTraderFields\n    }\n  }\n": typeof types.AdminTradersDocument,
    "\n  query AdminTrader($id: ID!) {\n    trader(id: $id) {\n      ...AdminTraderFields\n    }\n  }\n": typeof types.AdminTraderDocument,
    "\n  mutation AdminCreateTrader($input: TraderInput!, $requestId: ID) {\n    createTrader(input: $input, requestId: $requestId) {\n      ...AdminTraderFields\n    }\n  }\n": typeof types.AdminCreateTraderDocument,
    "\n  mutation AdminUpdateTrader($id: ID!, $input: TraderInput!) {\n    updateTrader(id: $id, input: $input) {\n      ...AdminTraderFields\n    }\n  }\n": typeof types.AdminUpdateTraderDocument,
    "\n  mutation AdminRetireTrader($id: ID!, $reason: String!) {\n    retireTrader(id: $id, reason: $reason) {\n      ...AdminTraderFields\n    }\n  }\n": typeof types.AdminRetireTraderDocument,
    "\n  mutation AdminUploadTraderPhoto($id: ID!, $photo: ImageUpload!) {\n    uploadTraderPhoto(id: $id, photo: $photo) {\n      ...AdminTraderFields\n    }\n  }\n": typeof types.AdminUploadTraderPhotoDocument,
    "\n  fragment AdminTradeFields on Trade {\n    id\n    userId\n    symbol\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      price\n      at\n    }\n    closing {\n      price\n      at\n    }\n    closedBy\n    profit\n    trader {\n      id\n      name\n    }\n    voidedAt\n    voidReason\n  }\n": typeof types.AdminTradeFieldsFragmentDoc,
    "\n  fragment AdminOptionFields on TradingOption {\n    id\n    symbol\n    direction\n    status\n    currency\n    stake\n    strike {\n      price\n      at\n    }\n    expiresAt\n    settlement {\n      price\n    }\n    profit\n  }\n": typeof types.AdminOptionFieldsFragmentDoc,
    "\n  query AdminCustomerOptions($id: ID!, $page: Int!, $pageSize: Int!) {\n    customer(id: $id) {\n      id\n      options(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...AdminOptionFields\n        }\n      }\n    }\n  }\n": typeof types.AdminCustomerOptionsDocument,
    "\n  query AdminCustomerTrades($id: ID!, $page: Int!, $pageSize: Int!) {\n    customer(id: $id) {\n      id\n      balances {\n        trading {\n          ...MoneyFields\n        }\n      }\n      copiedTraders {\n        allocation\n        trader {\n          id\n          name\n        }\n      }\n      trades(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...AdminTradeFields\n        }\n      }\n    }\n  }\n": typeof types.AdminCustomerTradesDocument,
    "\n  query AdminTradeById($id: ID!) {\n    trade(id: $id) {\n      ...AdminTradeFields\n    }\n  }\n": typeof types.AdminTradeByIdDocument,
    "\n  query AdminTradeClosePreview($id: ID!) {\n    tradeClosePreview(id: $id) {\n      tradeId\n      currency\n      tickId\n      price\n      at\n      profit\n    }\n  }\n": typeof types.AdminTradeClosePreviewDocument,
    "\n  mutation AdminCloseTrade($id: ID!, $reason: String!) {\n    adminCloseTrade(id: $id, reason: $reason) {\n      ...AdminTradeFields\n    }\n  }\n": typeof types.AdminCloseTradeDocument,
    "\n  mutation AdminVoidTrade($id: ID!, $reason: String!) {\n    voidTrade(id: $id, reason: $reason) {\n      ...AdminTradeFields\n    }\n  }\n": typeof types.AdminVoidTradeDocument,
    "\n  fragment AdminContractFields on Contract {\n    id\n    userId\n    plan {\n      id\n      coin\n      tier\n      variant\n    }\n    planLabel\n    name\n    coin\n    source\n    status\n    powerGhs\n    hashrateThs\n    estimatedDailyPayout\n    startsOn\n    expiresOn\n    minedTotal\n    stoppedReason\n    terminationReason\n    createdAt\n    grant {\n      status\n      reason\n      requestedBy\n      requestedExpiresOn\n      decidedBy\n      rejectionReason\n    }\n    amendments {\n      id\n      kind\n      status\n      fromLabel\n      toLabel\n      fromPowerGhs\n      toPowerGhs\n      reason\n      requestedBy\n      decidedBy\n      rejectionReason\n      effectiveOn\n    }\n  }\n": typeof types.AdminContractFieldsFragmentDoc,
    "\n  query AdminCustomerContracts($userId: ID!, $page: Int, $pageSize: Int) {\n    customerContracts(userId: $userId, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminContractFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminCustomerContractsDocument,
    "\n  query AdminContract($id: ID!) {\n    contract(id: $id) {\n      ...AdminContractFields\n    }\n  }\n": typeof types.AdminContractDocument,
    "\n  query AdminGrantPlans {\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      termMonths\n      hashrateThs\n    }\n  }\n": typeof types.AdminGrantPlansDocument,
    "\n  query AdminGrantEstimate($input: MiningCalculatorInput!) {\n    miningCalculator(input: $input) {\n      powerGhs\n      estimate {\n        daily {\n          payout\n        }\n      }\n      estimateUnavailableReason\n    }\n  }\n": typeof types.AdminGrantEstimateDocument,
    "\n  mutation AdminGrantContract($input: GrantContractInput!) {\n    grantContract(input: $input) {\n      ...AdminContractFields\n    }\n  }\n": typeof types.AdminGrantContractDocument,
    "\n  mutation AdminApproveContractGrant($id: ID!) {\n    approveContractGrant(id: $id) {\n      ...AdminContractFields\n    }\n  }\n": typeof types.AdminApproveContractGrantDocument,
    "\n  mutation AdminRejectContractGrant($id: ID!, $reason: String!) {\n    rejectContractGrant(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n": typeof types.AdminRejectContractGrantDocument,
    "\n  mutation AdminAmendContract($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {\n    amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) {\n      ...AdminContractFields\n    }\n  }\n": typeof types.AdminAmendContractDocument,
    "\n  mutation AdminApproveContractAmendment($id: ID!) {\n    approveContractAmendment(id: $id) {\n      id\n      status\n      contract {\n        ...AdminContractFields\n      }\n    }\n  }\n": typeof types.AdminApproveContractAmendmentDocument,
    "\n  mutation AdminRejectContractAmendment($id: ID!, $reason: String!) {\n    rejectContractAmendment(id: $id, reason: $reason) {\n      id\n      status\n      contract {\n        ...AdminContractFields\n      }\n    }\n  }\n": typeof types.AdminRejectContractAmendmentDocument,
    "\n  mutation AdminStopContract($id: ID!, $reason: String!) {\n    stopContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n": typeof types.AdminStopContractDocument,
    "\n  mutation AdminResumeContract($id: ID!, $reason: String!) {\n    resumeContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n": typeof types.AdminResumeContractDocument,
    "\n  mutation AdminTerminateContract($id: ID!, $reason: String!) {\n    terminateContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n": typeof types.AdminTerminateContractDocument,
    "\n  fragment AdminCustomerBalanceFields on User {\n    id\n    currency\n    balances {\n      trading {\n        ...MoneyFields\n      }\n      tradingHeld {\n        ...MoneyFields\n      }\n      mining {\n        ...MoneyFields\n      }\n    }\n  }\n": typeof types.AdminCustomerBalanceFieldsFragmentDoc,
    "\n  query AdminCustomerBalances($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerBalanceFields\n    }\n  }\n": typeof types.AdminCustomerBalancesDocument,
    "\n  query AdminCustomerAdjustments($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      adjustments(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminAdjustmentFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.AdminCustomerAdjustmentsDocument,
    "\n  mutation AdminRequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {\n    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {\n      ...AdminAdjustmentFields\n    }\n  }\n": typeof types.AdminRequestBalanceTargetsDocument,
    "\n  mutation AdminRequestAdjustment(\n    $userId: ID!\n    $assetCode: String!\n    $amount: String!\n    $reason: String!\n    $requestId: ID\n  ) {\n    requestAdjustment(userId: $userId, assetCode: $assetCode, amount: $amount, reason: $reason, requestId: $requestId) {\n      ...AdminAdjustmentFields\n    }\n  }\n": typeof types.AdminRequestAdjustmentDocument,
    "\n  query AdminCustomerFundsSummary($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerBalanceFields\n      pendingDepositCount\n      pendingWithdrawalCount\n      depositAddresses {\n        btc\n        eth\n      }\n    }\n  }\n": typeof types.AdminCustomerFundsSummaryDocument,
    "\n  fragment CustomerFields on User {\n    id\n    email\n    firstName\n    lastName\n    phoneNumber\n    streetAddress\n    postCode\n    city\n    state\n    country\n    mobileNumber\n    currency\n    language\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    referralCode\n    createdAt\n    deactivatedAt\n    identityCheckDeclineReason\n    photo\n    websitePermission\n    pushSubscription {\n      endpointOrigin\n      savedAt\n    }\n  }\n": typeof types.CustomerFieldsFragmentDoc,
    "\n  query AdminCustomers($page: Int, $pageSize: Int, $search: String) {\n    customers(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        ...CustomerFields\n        pendingDepositCount\n        pendingWithdrawalCount\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  query AdminCustomer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": typeof types.AdminCustomerDocument,
    "\n  query AdminCustomerReferralCount($id: ID!) {\n    customer(id: $id) {\n      id\n      referralCount\n    }\n  }\n": typeof types.AdminCustomerReferralCountDocument,
    "\n  query AdminCustomerIdentityDocuments($id: ID!) {\n    customer(id: $id) {\n      id\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n": typeof types.AdminCustomerIdentityDocumentsDocument,
    "\n  query AdminCustomerActions($search: String!, $pageSize: Int) {\n    auditLog(page: 1, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        at\n        adminEmail\n        operation\n        targetId\n      }\n      total\n    }\n  }\n": typeof types.AdminCustomerActionsDocument,
    "\n  mutation AdminClearMessages($userId: ID!) {\n    clearCustomerMessages(userId: $userId)\n  }\n": typeof types.AdminClearMessagesDocument,
    "\n  mutation AdminSendMessage($userId: ID!, $body: String!, $type: MessageType!) {\n    sendMessage(userId: $userId, body: $body, type: $type) {\n      id\n      type\n      createdAt\n    }\n  }\n": typeof types.AdminSendMessageDocument,
    "\n  mutation AdminSendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)\n  }\n": typeof types.AdminSendCustomerEmailDocument,
    "\n  mutation AdminSkipCustomerIdentityCheck($userId: ID!) {\n    skipCustomerIdentityCheck(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n": typeof types.AdminSkipCustomerIdentityCheckDocument,
    "\n  mutation AdminReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {\n    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n": typeof types.AdminReviewIdentityCheckDocument,
    "\n  mutation AdminDeactivateCustomer($userId: ID!, $reason: String!) {\n    deactivateCustomer(userId: $userId, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n": typeof types.AdminDeactivateCustomerDocument,
    "\n  mutation AdminReactivateCustomer($userId: ID!, $reason: String!) {\n    reactivateCustomer(userId: $userId, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n": typeof types.AdminReactivateCustomerDocument,
    "\n  mutation AdminResendDevicePin($userId: ID!) {\n    resendCustomerDevicePin(userId: $userId)\n  }\n": typeof types.AdminResendDevicePinDocument,
    "\n  mutation AdminSendCustomerPush($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerPush(userId: $userId, subject: $subject, body: $body)\n  }\n": typeof types.AdminSendCustomerPushDocument,
    "\n  fragment AdminWalletFields on Wallet {\n    id\n    address\n    type\n    assignedCount\n    createdAt\n    updatedAt\n  }\n": typeof types.AdminWalletFieldsFragmentDoc,
    "\n  query AdminWallets($search: String) {\n    wallets(search: $search) {\n      ...AdminWalletFields\n    }\n  }\n": typeof types.AdminWalletsDocument,
    "\n  query AdminWallet($id: ID!) {\n    wallet(id: $id) {\n      ...AdminWalletFields\n    }\n  }\n": typeof types.AdminWalletDocument,
    "\n  mutation AdminCreateWallet($address: String!, $type: CryptoCurrency!) {\n    createWallet(address: $address, type: $type) {\n      ...AdminWalletFields\n    }\n  }\n": typeof types.AdminCreateWalletDocument,
    "\n  mutation AdminUpdateWallet($id: ID!, $address: String!) {\n    updateWallet(id: $id, address: $address) {\n      ...AdminWalletFields\n    }\n  }\n": typeof types.AdminUpdateWalletDocument,
    "\n  query AdminAllWithdrawals($page: Int, $pageSize: Int, $search: String, $status: WithdrawalStatus) {\n    allWithdrawals(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        ...AdminWithdrawalFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminAllWithdrawalsDocument,
    "\n  query AdminWithdrawal($id: ID!) {\n    withdrawal(id: $id) {\n      ...AdminWithdrawalFields\n    }\n  }\n": typeof types.AdminWithdrawalDocument,
    "\n  query AdminCustomerWithdrawals($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      withdrawals(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminWithdrawalFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.AdminCustomerWithdrawalsDocument,
    "\n  mutation AdminCompleteWithdrawal($id: ID!, $payoutReference: String) {\n    completeWithdrawal(id: $id, payoutReference: $payoutReference) {\n      ...AdminWithdrawalFields\n    }\n  }\n": typeof types.AdminCompleteWithdrawalDocument,
    "\n  mutation AdminFailWithdrawal($id: ID!, $reason: String!) {\n    failWithdrawal(id: $id, reason: $reason) {\n      ...AdminWithdrawalFields\n    }\n  }\n": typeof types.AdminFailWithdrawalDocument,
    "\n  query CurrentAdmin {\n    currentAdmin {\n      ...AdminFields\n    }\n  }\n": typeof types.CurrentAdminDocument,
    "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminSignIn(email: $email, password: $password) {\n      ...AdminFields\n    }\n  }\n": typeof types.AdminSignInDocument,
    "\n  mutation AdminSignOut {\n    adminSignOut\n  }\n": typeof types.AdminSignOutDocument,
    "\n  mutation RefreshAdminSession {\n    refreshAdminSession {\n      ...AdminFields\n    }\n  }\n": typeof types.RefreshAdminSessionDocument,
    "\n  query DeskTraders {\n    traders {\n      id\n      name\n    }\n  }\n": typeof types.DeskTradersDocument,
    "\n  query DeskTrader($id: ID!, $limit: Int!) {\n    trader(id: $id) {\n      id\n      name\n      equity\n      openMargin\n      copiers\n      retiredAt\n      statistics {\n        assetsCopying\n      }\n      recentTrades(limit: $limit) {\n        ...DeskTradeFields\n      }\n    }\n  }\n": typeof types.DeskTraderDocument,
    "\n  fragment DeskTradeFields on Trade {\n    id\n    symbol\n    side\n    status\n    margin\n    leverage\n    units\n    takeProfit\n    stopLoss\n    opening {\n      tickId\n      price\n      at\n    }\n    closing {\n      tickId\n      price\n      at\n    }\n    closedBy\n    profit\n    mirrorCount\n    mirrorSkips {\n      userId\n      reason\n      detail\n      at\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.DeskTradeFieldsFragmentDoc,
    "\n  query DeskInstruments {\n    instruments {\n      symbol\n      name\n      market\n      pricePrecision\n      lastQuote {\n        ask\n        bid\n        at\n      }\n    }\n  }\n": typeof types.DeskInstrumentsDocument,
    "\n  subscription DeskTicker($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n      bid\n      at\n    }\n  }\n": typeof types.DeskTickerDocument,
    "\n  mutation DeskOpenTraderTrade($input: OpenTraderTradeInput!) {\n    openTraderTrade(input: $input) {\n      ...DeskTradeFields\n    }\n  }\n": typeof types.DeskOpenTraderTradeDocument,
    "\n  mutation DeskCloseTraderTrade($id: ID!) {\n    closeTraderTrade(id: $id) {\n      ...DeskTradeFields\n    }\n  }\n": typeof types.DeskCloseTraderTradeDocument,
};
const documents: Documents = {
    "\n  fragment AdminFields on Admin {\n    id\n    email\n    firstName\n    lastName\n    roles\n    createdAt\n    disabledAt\n  }\n": types.AdminFieldsFragmentDoc,
    "\n  fragment MoneyFields on Money {\n    assetCode\n    amount\n    amountMinor\n  }\n": types.MoneyFieldsFragmentDoc,
    "\n  fragment AdminDepositFields on Deposit {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    purpose\n    price {\n      ...MoneyFields\n    }\n    priceInCrypto {\n      ...MoneyFields\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    planId\n    status\n    timestamp\n    linkExpiresAt\n    linkValid\n    linkExpired\n    transactionReference\n    createdByAdmin\n    createdByAdminId\n    decidedByAdminId\n    createdBy {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    failureReason\n    createdAt\n    decidedAt\n  }\n": types.AdminDepositFieldsFragmentDoc,
    "\n  fragment AdminWithdrawalFields on Withdrawal {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    method\n    source\n    amount {\n      ...MoneyFields\n    }\n    fee {\n      ...MoneyFields\n    }\n    netAmount {\n      ...MoneyFields\n    }\n    destination {\n      walletAddress\n      paypalEmail\n      bankName\n      accountName\n      accountNumber\n      iban\n      routingNumber\n    }\n    status\n    payoutReference\n    failureReason\n    decidedByAdminId\n    decidedBy {\n      id\n      email\n    }\n    createdAt\n    decidedAt\n  }\n": types.AdminWithdrawalFieldsFragmentDoc,
    "\n  fragment AdminAdjustmentFields on Adjustment {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    amount {\n      ...MoneyFields\n    }\n    reason\n    status\n    createdByAdminId\n    decidedByAdminId\n    createdBy {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    rejectionReason\n    createdAt\n    decidedAt\n  }\n": types.AdminAdjustmentFieldsFragmentDoc,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      productName\n      supportEmail\n    }\n  }\n": types.AdminSiteSettingsDocument,
    "\n  mutation UpdateAdminAccount($input: AdminAccountInput!) {\n    updateAdminAccount(input: $input) {\n      ...AdminFields\n    }\n  }\n": types.UpdateAdminAccountDocument,
    "\n  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": types.ChangeAdminPasswordDocument,
    "\n  query AdminOwnPhoto {\n    currentAdmin {\n      id\n      photo\n    }\n  }\n": types.AdminOwnPhotoDocument,
    "\n  mutation UpdateAdminPhoto($photo: ImageUpload!) {\n    updateAdminPhoto(photo: $photo) {\n      id\n      photo\n    }\n  }\n": types.UpdateAdminPhotoDocument,
    "\n  fragment AdminLiabilityProofFields on LiabilityProof {\n    id\n    publishedAt\n    root\n    leafCount\n    totals {\n      ...MoneyFields\n    }\n  }\n": types.AdminLiabilityProofFieldsFragmentDoc,
    "\n  query AdminLatestLiabilityProof {\n    latestLiabilityProof {\n      ...AdminLiabilityProofFields\n    }\n  }\n": types.AdminLatestLiabilityProofDocument,
    "\n  mutation AdminPublishLiabilityProof($requestId: ID!) {\n    publishLiabilityProof(requestId: $requestId) {\n      ...AdminLiabilityProofFields\n    }\n  }\n": types.AdminPublishLiabilityProofDocument,
    "\n  query AdminAllAdjustments($page: Int, $pageSize: Int, $status: AdjustmentStatus) {\n    allAdjustments(page: $page, pageSize: $pageSize, status: $status) {\n      items {\n        ...AdminAdjustmentFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminAllAdjustmentsDocument,
    "\n  mutation AdminApproveAdjustment($id: ID!) {\n    approveAdjustment(id: $id) {\n      ...AdminAdjustmentFields\n    }\n  }\n": types.AdminApproveAdjustmentDocument,
    "\n  mutation AdminRejectAdjustment($id: ID!, $reason: String!) {\n    rejectAdjustment(id: $id, reason: $reason) {\n      ...AdminAdjustmentFields\n    }\n  }\n": types.AdminRejectAdjustmentDocument,
    "\n  query AdminsList {\n    admins {\n      ...AdminFields\n    }\n  }\n": types.AdminsListDocument,
    "\n  mutation CreateAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      ...AdminFields\n    }\n  }\n": types.CreateAdminDocument,
    "\n  mutation SetAdminRoles($adminId: ID!, $roles: [AdminRole!]!) {\n    setAdminRoles(adminId: $adminId, roles: $roles) {\n      ...AdminFields\n    }\n  }\n": types.SetAdminRolesDocument,
    "\n  mutation DisableAdmin($adminId: ID!, $reason: String!) {\n    disableAdmin(adminId: $adminId, reason: $reason) {\n      ...AdminFields\n    }\n  }\n": types.DisableAdminDocument,
    "\n  mutation EnableAdmin($adminId: ID!) {\n    enableAdmin(adminId: $adminId) {\n      ...AdminFields\n    }\n  }\n": types.EnableAdminDocument,
    "\n  query AdminAuditLog($page: Int, $pageSize: Int, $search: String) {\n    auditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        adminEmail\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminFundsAuditLog($page: Int, $pageSize: Int, $search: String) {\n    fundsAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminFundsAuditLogDocument,
    "\n  query AdminMiningAuditLog($page: Int, $pageSize: Int, $search: String) {\n    miningAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminMiningAuditLogDocument,
    "\n  query AdminTradingAuditLog($page: Int, $pageSize: Int, $search: String) {\n    tradingAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminTradingAuditLogDocument,
    "\n  query AdminContentAuditLog($page: Int, $pageSize: Int, $search: String) {\n    contentAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminContentAuditLogDocument,
    "\n  query AdminContactMessages($page: Int, $pageSize: Int, $search: String, $status: ContactMessageStatus) {\n    contactMessages(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        id\n        name\n        email\n        subject\n        language\n        status\n        receivedAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminContactMessagesDocument,
    "\n  query AdminNewContactMessagesCount {\n    contactMessages(page: 1, pageSize: 1, status: NEW) {\n      total\n    }\n  }\n": types.AdminNewContactMessagesCountDocument,
    "\n  query AdminContactMessage($id: ID!) {\n    contactMessage(id: $id) {\n      ...ContactMessageFields\n    }\n  }\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    subject\n    body\n    language\n    ip\n    status\n    receivedAt\n    handledAt\n    handledBy {\n      ...ContentAdminFields\n    }\n    replies {\n      id\n      admin {\n        ...ContentAdminFields\n      }\n      body\n      sentAt\n    }\n  }\n": types.AdminContactMessageDocument,
    "\n  mutation AdminReplyToContactMessage($id: ID!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactMessageFields\n    }\n  }\n": types.AdminReplyToContactMessageDocument,
    "\n  mutation AdminMarkContactMessageHandled($id: ID!) {\n    markContactMessageHandled(id: $id) {\n      ...ContactMessageFields\n    }\n  }\n": types.AdminMarkContactMessageHandledDocument,
    "\n  query AdminPageDraftPreview($input: PageEditInput!) {\n    pageDraftPreview(input: $input) {\n      title\n      description\n      introHtml\n      sections {\n        key\n        title\n        html\n      }\n    }\n  }\n": types.AdminPageDraftPreviewDocument,
    "\n  query AdminFaqDraftPreview($input: FaqEntryEditInput!) {\n    faqDraftPreview(input: $input) {\n      question\n      answerHtml\n    }\n  }\n": types.AdminFaqDraftPreviewDocument,
    "\n  query AdminFaq($group: String!, $language: String!) {\n    faq(group: $group, language: $language) {\n      ...FaqEntryFields\n    }\n  }\n  fragment FaqEntryFields on FaqEntry {\n    key\n    group\n    language\n    position\n    question\n    answer\n    answerHtml\n    version\n    source\n    publishedAt\n  }\n": types.AdminFaqDocument,
    "\n  query AdminFaqEntryVersions($key: String!, $language: String!) {\n    faqEntryVersions(key: $key, language: $language) {\n      version\n      question\n      answer\n      source\n      admin {\n        ...ContentAdminFields\n      }\n      publishedAt\n      restoredFrom\n    }\n  }\n": types.AdminFaqEntryVersionsDocument,
    "\n  mutation AdminEditFaqEntry($input: FaqEntryEditInput!) {\n    editFaqEntry(input: $input) {\n      ...FaqEntryFields\n    }\n  }\n": types.AdminEditFaqEntryDocument,
    "\n  mutation AdminRestoreFaqEntryVersion($key: String!, $language: String!, $version: Int!) {\n    restoreFaqEntryVersion(key: $key, language: $language, version: $version) {\n      ...FaqEntryFields\n    }\n  }\n": types.AdminRestoreFaqEntryVersionDocument,
    "\n  fragment ContentAdminFields on Admin {\n    id\n    email\n    firstName\n    lastName\n  }\n": types.ContentAdminFieldsFragmentDoc,
    "\n  query AdminContentPages($language: String!) {\n    site: pages(kind: PAGE, language: $language) {\n      ...ContentPageRowFields\n    }\n    legal: pages(kind: LEGAL, language: $language) {\n      ...ContentPageRowFields\n    }\n    articles: pages(kind: ARTICLE, language: $language) {\n      ...ContentPageRowFields\n    }\n  }\n  fragment ContentPageRowFields on Page {\n    slug\n    language\n    kind\n    path\n    title\n    version\n    source\n    publishedAt\n  }\n": types.AdminContentPagesDocument,
    "\n  query AdminContentPage($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      ...ContentPageFields\n    }\n  }\n  fragment ContentPageFields on Page {\n    slug\n    language\n    kind\n    path\n    title\n    label\n    description\n    body\n    introHtml\n    sections {\n      key\n      title\n      html\n    }\n    version\n    source\n    publishedAt\n  }\n": types.AdminContentPageDocument,
    "\n  query AdminPageVersions($slug: String!, $language: String!) {\n    pageVersions(slug: $slug, language: $language) {\n      version\n      title\n      label\n      description\n      body\n      source\n      admin {\n        ...ContentAdminFields\n      }\n      publishedAt\n      restoredFrom\n    }\n  }\n": types.AdminPageVersionsDocument,
    "\n  mutation AdminEditPage($input: PageEditInput!) {\n    editPage(input: $input) {\n      ...ContentPageFields\n    }\n  }\n": types.AdminEditPageDocument,
    "\n  mutation AdminRestorePageVersion($slug: String!, $language: String!, $version: Int!) {\n    restorePageVersion(slug: $slug, language: $language, version: $version) {\n      ...ContentPageFields\n    }\n  }\n": types.AdminRestorePageVersionDocument,
    "\n  query AdminAllDeposits(\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $status: DepositStatus\n    $searchCustomerIds: [ID!]\n  ) {\n    allDeposits(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      searchCustomerIds: $searchCustomerIds\n    ) {\n      items {\n        ...AdminDepositFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminAllDepositsDocument,
    "\n  query AdminDepositSearchCustomers($search: String!) {\n    customers(search: $search, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n": types.AdminDepositSearchCustomersDocument,
    "\n  query AdminDeposit($id: ID!) {\n    deposit(id: $id) {\n      ...AdminDepositFields\n    }\n  }\n": types.AdminDepositDocument,
    "\n  query AdminCustomerDeposits($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      deposits(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminDepositFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.AdminCustomerDepositsDocument,
    "\n  mutation AdminConfirmDeposit($id: ID!, $transactionReference: String) {\n    confirmDeposit(id: $id, transactionReference: $transactionReference) {\n      ...AdminDepositFields\n    }\n  }\n": types.AdminConfirmDepositDocument,
    "\n  mutation AdminFailDeposit($id: ID!, $reason: String) {\n    failDeposit(id: $id, reason: $reason) {\n      ...AdminDepositFields\n    }\n  }\n": types.AdminFailDepositDocument,
    "\n  mutation AdminCancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...AdminDepositFields\n    }\n  }\n": types.AdminCancelDepositDocument,
    "\n  mutation AdminRecordDeposit($input: RecordDepositInput!) {\n    recordDeposit(input: $input) {\n      ...AdminDepositFields\n    }\n  }\n": types.AdminRecordDepositDocument,
    "\n  query AdminDepositPlans {\n    plans {\n      id\n      coin\n      termMonths\n      priceUsd\n    }\n  }\n": types.AdminDepositPlansDocument,
    "\n  query AdminOverviewInstruments {\n    instruments {\n      symbol\n      market\n      pricePrecision\n      lastQuote {\n        ask\n        at\n      }\n    }\n  }\n": types.AdminOverviewInstrumentsDocument,
    "\n  query AdminOverviewPlans {\n    plans {\n      id\n      coin\n    }\n  }\n": types.AdminOverviewPlansDocument,
    "\n  query AdminOverviewLanguages {\n    languages {\n      code\n      name\n    }\n  }\n": types.AdminOverviewLanguagesDocument,
    "\n  query AdminMailbox($page: Int, $pageSize: Int, $search: String) {\n    mailbox(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        recipient\n        subject\n        body\n        kind\n        createdAt\n        deliveredAt\n        lastError\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminMailboxDocument,
    "\n  query AdminMarketParameters($from: DateTime!, $to: DateTime!) {\n    marketParameters {\n      hashprice {\n        id\n        msatPerThDay\n        btcPerThDay\n        validFrom\n        setBy\n        reason\n      }\n      capacities {\n        coin\n        capacityThs\n        soldThs\n        soldHashrateThs\n        validFrom\n      }\n    }\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      maintenanceFeeUsdPerThDay\n    }\n    hashpriceHistory(from: $from, to: $to) {\n      id\n      msatPerThDay\n      validFrom\n      setBy\n      reason\n    }\n  }\n": types.AdminMarketParametersDocument,
    "\n  query AdminPlanFeeHistory($planId: ID!) {\n    planFeeHistory(planId: $planId) {\n      id\n      usdPerThDay\n      microUsdPerThDay\n      validFrom\n      setBy\n      reason\n    }\n  }\n": types.AdminPlanFeeHistoryDocument,
    "\n  query AdminCapacityHistory($coin: Coin!) {\n    capacityHistory(coin: $coin) {\n      id\n      capacityThs\n      validFrom\n      setBy\n      reason\n    }\n  }\n": types.AdminCapacityHistoryDocument,
    "\n  mutation AdminSetHashprice($value: Int!, $reason: String!, $requestId: ID) {\n    setHashprice(valueMsatPerThDay: $value, reason: $reason, requestId: $requestId) {\n      id\n      msatPerThDay\n    }\n  }\n": types.AdminSetHashpriceDocument,
    "\n  mutation AdminSetPlanFee($planId: ID!, $value: Int!, $reason: String!, $requestId: ID) {\n    setPlanFee(planId: $planId, microUsdPerThDay: $value, reason: $reason, requestId: $requestId) {\n      id\n      usdPerThDay\n    }\n  }\n": types.AdminSetPlanFeeDocument,
    "\n  mutation AdminSetCapacity($coin: Coin!, $value: Int!, $reason: String!, $requestId: ID) {\n    setCapacity(coin: $coin, ths: $value, reason: $reason, requestId: $requestId) {\n      id\n      capacityThs\n    }\n  }\n": types.AdminSetCapacityDocument,
    "\n  mutation AdminRunAccrual($day: String!) {\n    runAccrual(day: $day) {\n      day\n      status\n      accrued\n      posted\n      terminated\n      waitingCoins\n    }\n  }\n": types.AdminRunAccrualDocument,
    "\n  mutation RequestAdminPasswordReset($email: String!) {\n    requestAdminPasswordReset(email: $email)\n  }\n": types.RequestAdminPasswordResetDocument,
    "\n  mutation ResetAdminPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetAdminPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": types.ResetAdminPasswordDocument,
    "\n  fragment AdminPayoutFields on Payout {\n    id\n    maskedDestination\n    amount {\n      ...MoneyFields\n    }\n    method\n    completedAt\n    link\n    hidden\n  }\n": types.AdminPayoutFieldsFragmentDoc,
    "\n  query AdminAllPayouts($page: Int, $pageSize: Int, $search: String) {\n    allPayouts(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        ...AdminPayoutFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminAllPayoutsDocument,
    "\n  mutation AdminAttachPayoutLink($withdrawalId: ID!, $link: String!) {\n    attachPayoutLink(withdrawalId: $withdrawalId, link: $link) {\n      ...AdminPayoutFields\n    }\n  }\n": types.AdminAttachPayoutLinkDocument,
    "\n  mutation AdminHidePayout($withdrawalId: ID!) {\n    hidePayout(withdrawalId: $withdrawalId) {\n      ...AdminPayoutFields\n    }\n  }\n": types.AdminHidePayoutDocument,
    "\n  mutation AdminAttachPayoutLinkByMatch($input: PayoutMatchInput!) {\n    attachPayoutLinkByMatch(input: $input) {\n      ...AdminPayoutFields\n    }\n  }\n": types.AdminAttachPayoutLinkByMatchDocument,
    "\n  fragment AdminTraderFields on Trader {\n    id\n    name\n    email\n    description\n    profitSharePercent\n    equity\n    minAllocation\n    maxAllocation\n    copiers\n    photoUrl\n    retiredAt\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      statisticsUnavailableReason\n    }\n  }\n": types.AdminTraderFieldsFragmentDoc,
    "\n  query AdminTraders {\n    traders {\n      ...AdminTraderFields\n    }\n  }\n": types.AdminTradersDocument,
    "\n  query AdminTrader($id: ID!) {\n    trader(id: $id) {\n      ...AdminTraderFields\n    }\n  }\n": types.AdminTraderDocument,
    "\n  mutation AdminCreateTrader($input: TraderInput!, $requestId: ID) {\n    createTrader(input: $input, requestId: $requestId) {\n      ...AdminTraderFields\n    }\n  }\n": types.AdminCreateTraderDocument,
    "\n  mutation AdminUpdateTrader($id: ID!, $input: TraderInput!) {\n    updateTrader(id: $id, input: $input) {\n      ...AdminTraderFields\n    }\n  }\n": types.AdminUpdateTraderDocument,
    "\n  mutation AdminRetireTrader($id: ID!, $reason: String!) {\n    retireTrader(id: $id, reason: $reason) {\n      ...AdminTraderFields\n    }\n  }\n": types.AdminRetireTraderDocument,
    "\n  mutation AdminUploadTraderPhoto($id: ID!, $photo: ImageUpload!) {\n    uploadTraderPhoto(id: $id, photo: $photo) {\n      ...AdminTraderFields\n    }\n  }\n": types.AdminUploadTraderPhotoDocument,
    "\n  fragment AdminTradeFields on Trade {\n    id\n    userId\n    symbol\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      price\n      at\n    }\n    closing {\n      price\n      at\n    }\n    closedBy\n    profit\n    trader {\n      id\n      name\n    }\n    voidedAt\n    voidReason\n  }\n": types.AdminTradeFieldsFragmentDoc,
    "\n  fragment AdminOptionFields on TradingOption {\n    id\n    symbol\n    direction\n    status\n    currency\n    stake\n    strike {\n      price\n      at\n    }\n    expiresAt\n    settlement {\n      price\n    }\n    profit\n  }\n": types.AdminOptionFieldsFragmentDoc,
    "\n  query AdminCustomerOptions($id: ID!, $page: Int!, $pageSize: Int!) {\n    customer(id: $id) {\n      id\n      options(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...AdminOptionFields\n        }\n      }\n    }\n  }\n": types.AdminCustomerOptionsDocument,
    "\n  query AdminCustomerTrades($id: ID!, $page: Int!, $pageSize: Int!) {\n    customer(id: $id) {\n      id\n      balances {\n        trading {\n          ...MoneyFields\n        }\n      }\n      copiedTraders {\n        allocation\n        trader {\n          id\n          name\n        }\n      }\n      trades(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...AdminTradeFields\n        }\n      }\n    }\n  }\n": types.AdminCustomerTradesDocument,
    "\n  query AdminTradeById($id: ID!) {\n    trade(id: $id) {\n      ...AdminTradeFields\n    }\n  }\n": types.AdminTradeByIdDocument,
    "\n  query AdminTradeClosePreview($id: ID!) {\n    tradeClosePreview(id: $id) {\n      tradeId\n      currency\n      tickId\n      price\n      at\n      profit\n    }\n  }\n": types.AdminTradeClosePreviewDocument,
    "\n  mutation AdminCloseTrade($id: ID!, $reason: String!) {\n    adminCloseTrade(id: $id, reason: $reason) {\n      ...AdminTradeFields\n    }\n  }\n": types.AdminCloseTradeDocument,
    "\n  mutation AdminVoidTrade($id: ID!, $reason: String!) {\n    voidTrade(id: $id, reason: $reason) {\n      ...AdminTradeFields\n    }\n  }\n": types.AdminVoidTradeDocument,
    "\n  fragment AdminContractFields on Contract {\n    id\n    userId\n    plan {\n      id\n      coin\n      tier\n      variant\n    }\n    planLabel\n    name\n    coin\n    source\n    status\n    powerGhs\n    hashrateThs\n    estimatedDailyPayout\n    startsOn\n    expiresOn\n    minedTotal\n    stoppedReason\n    terminationReason\n    createdAt\n    grant {\n      status\n      reason\n      requestedBy\n      requestedExpiresOn\n      decidedBy\n      rejectionReason\n    }\n    amendments {\n      id\n      kind\n      status\n      fromLabel\n      toLabel\n      fromPowerGhs\n      toPowerGhs\n      reason\n      requestedBy\n      decidedBy\n      rejectionReason\n      effectiveOn\n    }\n  }\n": types.AdminContractFieldsFragmentDoc,
    "\n  query AdminCustomerContracts($userId: ID!, $page: Int, $pageSize: Int) {\n    customerContracts(userId: $userId, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminContractFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminCustomerContractsDocument,
    "\n  query AdminContract($id: ID!) {\n    contract(id: $id) {\n      ...AdminContractFields\n    }\n  }\n": types.AdminContractDocument,
    "\n  query AdminGrantPlans {\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      termMonths\n      hashrateThs\n    }\n  }\n": types.AdminGrantPlansDocument,
    "\n  query AdminGrantEstimate($input: MiningCalculatorInput!) {\n    miningCalculator(input: $input) {\n      powerGhs\n      estimate {\n        daily {\n          payout\n        }\n      }\n      estimateUnavailableReason\n    }\n  }\n": types.AdminGrantEstimateDocument,
    "\n  mutation AdminGrantContract($input: GrantContractInput!) {\n    grantContract(input: $input) {\n      ...AdminContractFields\n    }\n  }\n": types.AdminGrantContractDocument,
    "\n  mutation AdminApproveContractGrant($id: ID!) {\n    approveContractGrant(id: $id) {\n      ...AdminContractFields\n    }\n  }\n": types.AdminApproveContractGrantDocument,
    "\n  mutation AdminRejectContractGrant($id: ID!, $reason: String!) {\n    rejectContractGrant(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n": types.AdminRejectContractGrantDocument,
    "\n  mutation AdminAmendContract($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {\n    amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) {\n      ...AdminContractFields\n    }\n  }\n": types.AdminAmendContractDocument,
    "\n  mutation AdminApproveContractAmendment($id: ID!) {\n    approveContractAmendment(id: $id) {\n      id\n      status\n      contract {\n        ...AdminContractFields\n      }\n    }\n  }\n": types.AdminApproveContractAmendmentDocument,
    "\n  mutation AdminRejectContractAmendment($id: ID!, $reason: String!) {\n    rejectContractAmendment(id: $id, reason: $reason) {\n      id\n      status\n      contract {\n        ...AdminContractFields\n      }\n    }\n  }\n": types.AdminRejectContractAmendmentDocument,
    "\n  mutation AdminStopContract($id: ID!, $reason: String!) {\n    stopContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n": types.AdminStopContractDocument,
    "\n  mutation AdminResumeContract($id: ID!, $reason: String!) {\n    resumeContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n": types.AdminResumeContractDocument,
    "\n  mutation AdminTerminateContract($id: ID!, $reason: String!) {\n    terminateContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n": types.AdminTerminateContractDocument,
    "\n  fragment AdminCustomerBalanceFields on User {\n    id\n    currency\n    balances {\n      trading {\n        ...MoneyFields\n      }\n      tradingHeld {\n        ...MoneyFields\n      }\n      mining {\n        ...MoneyFields\n      }\n    }\n  }\n": types.AdminCustomerBalanceFieldsFragmentDoc,
    "\n  query AdminCustomerBalances($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerBalanceFields\n    }\n  }\n": types.AdminCustomerBalancesDocument,
    "\n  query AdminCustomerAdjustments($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      adjustments(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminAdjustmentFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.AdminCustomerAdjustmentsDocument,
    "\n  mutation AdminRequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {\n    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {\n      ...AdminAdjustmentFields\n    }\n  }\n": types.AdminRequestBalanceTargetsDocument,
    "\n  mutation AdminRequestAdjustment(\n    $userId: ID!\n    $assetCode: String!\n    $amount: String!\n    $reason: String!\n    $requestId: ID\n  ) {\n    requestAdjustment(userId: $userId, assetCode: $assetCode, amount: $amount, reason: $reason, requestId: $requestId) {\n      ...AdminAdjustmentFields\n    }\n  }\n": types.AdminRequestAdjustmentDocument,
    "\n  query AdminCustomerFundsSummary($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerBalanceFields\n      pendingDepositCount\n      pendingWithdrawalCount\n      depositAddresses {\n        btc\n        eth\n      }\n    }\n  }\n": types.AdminCustomerFundsSummaryDocument,
    "\n  fragment CustomerFields on User {\n    id\n    email\n    firstName\n    lastName\n    phoneNumber\n    streetAddress\n    postCode\n    city\n    state\n    country\n    mobileNumber\n    currency\n    language\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    referralCode\n    createdAt\n    deactivatedAt\n    identityCheckDeclineReason\n    photo\n    websitePermission\n    pushSubscription {\n      endpointOrigin\n      savedAt\n    }\n  }\n": types.CustomerFieldsFragmentDoc,
    "\n  query AdminCustomers($page: Int, $pageSize: Int, $search: String) {\n    customers(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        ...CustomerFields\n        pendingDepositCount\n        pendingWithdrawalCount\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  query AdminCustomer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": types.AdminCustomerDocument,
    "\n  query AdminCustomerReferralCount($id: ID!) {\n    customer(id: $id) {\n      id\n      referralCount\n    }\n  }\n": types.AdminCustomerReferralCountDocument,
    "\n  query AdminCustomerIdentityDocuments($id: ID!) {\n    customer(id: $id) {\n      id\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n": types.AdminCustomerIdentityDocumentsDocument,
    "\n  query AdminCustomerActions($search: String!, $pageSize: Int) {\n    auditLog(page: 1, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        at\n        adminEmail\n        operation\n        targetId\n      }\n      total\n    }\n  }\n": types.AdminCustomerActionsDocument,
    "\n  mutation AdminClearMessages($userId: ID!) {\n    clearCustomerMessages(userId: $userId)\n  }\n": types.AdminClearMessagesDocument,
    "\n  mutation AdminSendMessage($userId: ID!, $body: String!, $type: MessageType!) {\n    sendMessage(userId: $userId, body: $body, type: $type) {\n      id\n      type\n      createdAt\n    }\n  }\n": types.AdminSendMessageDocument,
    "\n  mutation AdminSendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)\n  }\n": types.AdminSendCustomerEmailDocument,
    "\n  mutation AdminSkipCustomerIdentityCheck($userId: ID!) {\n    skipCustomerIdentityCheck(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n": types.AdminSkipCustomerIdentityCheckDocument,
    "\n  mutation AdminReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {\n    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n": types.AdminReviewIdentityCheckDocument,
    "\n  mutation AdminDeactivateCustomer($userId: ID!, $reason: String!) {\n    deactivateCustomer(userId: $userId, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n": types.AdminDeactivateCustomerDocument,
    "\n  mutation AdminReactivateCustomer($userId: ID!, $reason: String!) {\n    reactivateCustomer(userId: $userId, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n": types.AdminReactivateCustomerDocument,
    "\n  mutation AdminResendDevicePin($userId: ID!) {\n    resendCustomerDevicePin(userId: $userId)\n  }\n": types.AdminResendDevicePinDocument,
    "\n  mutation AdminSendCustomerPush($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerPush(userId: $userId, subject: $subject, body: $body)\n  }\n": types.AdminSendCustomerPushDocument,
    "\n  fragment AdminWalletFields on Wallet {\n    id\n    address\n    type\n    assignedCount\n    createdAt\n    updatedAt\n  }\n": types.AdminWalletFieldsFragmentDoc,
    "\n  query AdminWallets($search: String) {\n    wallets(search: $search) {\n      ...AdminWalletFields\n    }\n  }\n": types.AdminWalletsDocument,
    "\n  query AdminWallet($id: ID!) {\n    wallet(id: $id) {\n      ...AdminWalletFields\n    }\n  }\n": types.AdminWalletDocument,
    "\n  mutation AdminCreateWallet($address: String!, $type: CryptoCurrency!) {\n    createWallet(address: $address, type: $type) {\n      ...AdminWalletFields\n    }\n  }\n": types.AdminCreateWalletDocument,
    "\n  mutation AdminUpdateWallet($id: ID!, $address: String!) {\n    updateWallet(id: $id, address: $address) {\n      ...AdminWalletFields\n    }\n  }\n": types.AdminUpdateWalletDocument,
    "\n  query AdminAllWithdrawals($page: Int, $pageSize: Int, $search: String, $status: WithdrawalStatus) {\n    allWithdrawals(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        ...AdminWithdrawalFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AdminAllWithdrawalsDocument,
    "\n  query AdminWithdrawal($id: ID!) {\n    withdrawal(id: $id) {\n      ...AdminWithdrawalFields\n    }\n  }\n": types.AdminWithdrawalDocument,
    "\n  query AdminCustomerWithdrawals($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      withdrawals(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminWithdrawalFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.AdminCustomerWithdrawalsDocument,
    "\n  mutation AdminCompleteWithdrawal($id: ID!, $payoutReference: String) {\n    completeWithdrawal(id: $id, payoutReference: $payoutReference) {\n      ...AdminWithdrawalFields\n    }\n  }\n": types.AdminCompleteWithdrawalDocument,
    "\n  mutation AdminFailWithdrawal($id: ID!, $reason: String!) {\n    failWithdrawal(id: $id, reason: $reason) {\n      ...AdminWithdrawalFields\n    }\n  }\n": types.AdminFailWithdrawalDocument,
    "\n  query CurrentAdmin {\n    currentAdmin {\n      ...AdminFields\n    }\n  }\n": types.CurrentAdminDocument,
    "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminSignIn(email: $email, password: $password) {\n      ...AdminFields\n    }\n  }\n": types.AdminSignInDocument,
    "\n  mutation AdminSignOut {\n    adminSignOut\n  }\n": types.AdminSignOutDocument,
    "\n  mutation RefreshAdminSession {\n    refreshAdminSession {\n      ...AdminFields\n    }\n  }\n": types.RefreshAdminSessionDocument,
    "\n  query DeskTraders {\n    traders {\n      id\n      name\n    }\n  }\n": types.DeskTradersDocument,
    "\n  query DeskTrader($id: ID!, $limit: Int!) {\n    trader(id: $id) {\n      id\n      name\n      equity\n      openMargin\n      copiers\n      retiredAt\n      statistics {\n        assetsCopying\n      }\n      recentTrades(limit: $limit) {\n        ...DeskTradeFields\n      }\n    }\n  }\n": types.DeskTraderDocument,
    "\n  fragment DeskTradeFields on Trade {\n    id\n    symbol\n    side\n    status\n    margin\n    leverage\n    units\n    takeProfit\n    stopLoss\n    opening {\n      tickId\n      price\n      at\n    }\n    closing {\n      tickId\n      price\n      at\n    }\n    closedBy\n    profit\n    mirrorCount\n    mirrorSkips {\n      userId\n      reason\n      detail\n      at\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.DeskTradeFieldsFragmentDoc,
    "\n  query DeskInstruments {\n    instruments {\n      symbol\n      name\n      market\n      pricePrecision\n      lastQuote {\n        ask\n        bid\n        at\n      }\n    }\n  }\n": types.DeskInstrumentsDocument,
    "\n  subscription DeskTicker($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n      bid\n      at\n    }\n  }\n": types.DeskTickerDocument,
    "\n  mutation DeskOpenTraderTrade($input: OpenTraderTradeInput!) {\n    openTraderTrade(input: $input) {\n      ...DeskTradeFields\n    }\n  }\n": types.DeskOpenTraderTradeDocument,
    "\n  mutation DeskCloseTraderTrade($id: ID!) {\n    closeTraderTrade(id: $id) {\n      ...DeskTradeFields\n    }\n  }\n": types.DeskCloseTraderTradeDocument,
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
export function graphql(source: "\n  fragment AdminFields on Admin {\n    id\n    email\n    firstName\n    lastName\n    roles\n    createdAt\n    disabledAt\n  }\n"): (typeof documents)["\n  fragment AdminFields on Admin {\n    id\n    email\n    firstName\n    lastName\n    roles\n    createdAt\n    disabledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyFields on Money {\n    assetCode\n    amount\n    amountMinor\n  }\n"): (typeof documents)["\n  fragment MoneyFields on Money {\n    assetCode\n    amount\n    amountMinor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDepositFields on Deposit {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    purpose\n    price {\n      ...MoneyFields\n    }\n    priceInCrypto {\n      ...MoneyFields\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    planId\n    status\n    timestamp\n    linkExpiresAt\n    linkValid\n    linkExpired\n    transactionReference\n    createdByAdmin\n    createdByAdminId\n    decidedByAdminId\n    createdBy {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    failureReason\n    createdAt\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment AdminDepositFields on Deposit {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    purpose\n    price {\n      ...MoneyFields\n    }\n    priceInCrypto {\n      ...MoneyFields\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    planId\n    status\n    timestamp\n    linkExpiresAt\n    linkValid\n    linkExpired\n    transactionReference\n    createdByAdmin\n    createdByAdminId\n    decidedByAdminId\n    createdBy {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    failureReason\n    createdAt\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWithdrawalFields on Withdrawal {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    method\n    source\n    amount {\n      ...MoneyFields\n    }\n    fee {\n      ...MoneyFields\n    }\n    netAmount {\n      ...MoneyFields\n    }\n    destination {\n      walletAddress\n      paypalEmail\n      bankName\n      accountName\n      accountNumber\n      iban\n      routingNumber\n    }\n    status\n    payoutReference\n    failureReason\n    decidedByAdminId\n    decidedBy {\n      id\n      email\n    }\n    createdAt\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment AdminWithdrawalFields on Withdrawal {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    method\n    source\n    amount {\n      ...MoneyFields\n    }\n    fee {\n      ...MoneyFields\n    }\n    netAmount {\n      ...MoneyFields\n    }\n    destination {\n      walletAddress\n      paypalEmail\n      bankName\n      accountName\n      accountNumber\n      iban\n      routingNumber\n    }\n    status\n    payoutReference\n    failureReason\n    decidedByAdminId\n    decidedBy {\n      id\n      email\n    }\n    createdAt\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminAdjustmentFields on Adjustment {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    amount {\n      ...MoneyFields\n    }\n    reason\n    status\n    createdByAdminId\n    decidedByAdminId\n    createdBy {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    rejectionReason\n    createdAt\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment AdminAdjustmentFields on Adjustment {\n    id\n    userId\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n    amount {\n      ...MoneyFields\n    }\n    reason\n    status\n    createdByAdminId\n    decidedByAdminId\n    createdBy {\n      id\n      email\n    }\n    decidedBy {\n      id\n      email\n    }\n    rejectionReason\n    createdAt\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSiteSettings {\n    siteSettings {\n      productName\n      supportEmail\n    }\n  }\n"): (typeof documents)["\n  query AdminSiteSettings {\n    siteSettings {\n      productName\n      supportEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminAccount($input: AdminAccountInput!) {\n    updateAdminAccount(input: $input) {\n      ...AdminFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminAccount($input: AdminAccountInput!) {\n    updateAdminAccount(input: $input) {\n      ...AdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n"): (typeof documents)["\n  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOwnPhoto {\n    currentAdmin {\n      id\n      photo\n    }\n  }\n"): (typeof documents)["\n  query AdminOwnPhoto {\n    currentAdmin {\n      id\n      photo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminPhoto($photo: ImageUpload!) {\n    updateAdminPhoto(photo: $photo) {\n      id\n      photo\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminPhoto($photo: ImageUpload!) {\n    updateAdminPhoto(photo: $photo) {\n      id\n      photo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLiabilityProofFields on LiabilityProof {\n    id\n    publishedAt\n    root\n    leafCount\n    totals {\n      ...MoneyFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminLiabilityProofFields on LiabilityProof {\n    id\n    publishedAt\n    root\n    leafCount\n    totals {\n      ...MoneyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLatestLiabilityProof {\n    latestLiabilityProof {\n      ...AdminLiabilityProofFields\n    }\n  }\n"): (typeof documents)["\n  query AdminLatestLiabilityProof {\n    latestLiabilityProof {\n      ...AdminLiabilityProofFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPublishLiabilityProof($requestId: ID!) {\n    publishLiabilityProof(requestId: $requestId) {\n      ...AdminLiabilityProofFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPublishLiabilityProof($requestId: ID!) {\n    publishLiabilityProof(requestId: $requestId) {\n      ...AdminLiabilityProofFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAllAdjustments($page: Int, $pageSize: Int, $status: AdjustmentStatus) {\n    allAdjustments(page: $page, pageSize: $pageSize, status: $status) {\n      items {\n        ...AdminAdjustmentFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminAllAdjustments($page: Int, $pageSize: Int, $status: AdjustmentStatus) {\n    allAdjustments(page: $page, pageSize: $pageSize, status: $status) {\n      items {\n        ...AdminAdjustmentFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveAdjustment($id: ID!) {\n    approveAdjustment(id: $id) {\n      ...AdminAdjustmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveAdjustment($id: ID!) {\n    approveAdjustment(id: $id) {\n      ...AdminAdjustmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectAdjustment($id: ID!, $reason: String!) {\n    rejectAdjustment(id: $id, reason: $reason) {\n      ...AdminAdjustmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectAdjustment($id: ID!, $reason: String!) {\n    rejectAdjustment(id: $id, reason: $reason) {\n      ...AdminAdjustmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminsList {\n    admins {\n      ...AdminFields\n    }\n  }\n"): (typeof documents)["\n  query AdminsList {\n    admins {\n      ...AdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      ...AdminFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      ...AdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAdminRoles($adminId: ID!, $roles: [AdminRole!]!) {\n    setAdminRoles(adminId: $adminId, roles: $roles) {\n      ...AdminFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAdminRoles($adminId: ID!, $roles: [AdminRole!]!) {\n    setAdminRoles(adminId: $adminId, roles: $roles) {\n      ...AdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableAdmin($adminId: ID!, $reason: String!) {\n    disableAdmin(adminId: $adminId, reason: $reason) {\n      ...AdminFields\n    }\n  }\n"): (typeof documents)["\n  mutation DisableAdmin($adminId: ID!, $reason: String!) {\n    disableAdmin(adminId: $adminId, reason: $reason) {\n      ...AdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableAdmin($adminId: ID!) {\n    enableAdmin(adminId: $adminId) {\n      ...AdminFields\n    }\n  }\n"): (typeof documents)["\n  mutation EnableAdmin($adminId: ID!) {\n    enableAdmin(adminId: $adminId) {\n      ...AdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($page: Int, $pageSize: Int, $search: String) {\n    auditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        adminEmail\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($page: Int, $pageSize: Int, $search: String) {\n    auditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        adminEmail\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFundsAuditLog($page: Int, $pageSize: Int, $search: String) {\n    fundsAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminFundsAuditLog($page: Int, $pageSize: Int, $search: String) {\n    fundsAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMiningAuditLog($page: Int, $pageSize: Int, $search: String) {\n    miningAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminMiningAuditLog($page: Int, $pageSize: Int, $search: String) {\n    miningAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTradingAuditLog($page: Int, $pageSize: Int, $search: String) {\n    tradingAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminTradingAuditLog($page: Int, $pageSize: Int, $search: String) {\n    tradingAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContentAuditLog($page: Int, $pageSize: Int, $search: String) {\n    contentAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminContentAuditLog($page: Int, $pageSize: Int, $search: String) {\n    contentAuditLog(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        adminId\n        admin {\n          email\n        }\n        at\n        ip\n        operation\n        targetType\n        targetId\n        before\n        after\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessages($page: Int, $pageSize: Int, $search: String, $status: ContactMessageStatus) {\n    contactMessages(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        id\n        name\n        email\n        subject\n        language\n        status\n        receivedAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminContactMessages($page: Int, $pageSize: Int, $search: String, $status: ContactMessageStatus) {\n    contactMessages(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        id\n        name\n        email\n        subject\n        language\n        status\n        receivedAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewContactMessagesCount {\n    contactMessages(page: 1, pageSize: 1, status: NEW) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminNewContactMessagesCount {\n    contactMessages(page: 1, pageSize: 1, status: NEW) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessage($id: ID!) {\n    contactMessage(id: $id) {\n      ...ContactMessageFields\n    }\n  }\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    subject\n    body\n    language\n    ip\n    status\n    receivedAt\n    handledAt\n    handledBy {\n      ...ContentAdminFields\n    }\n    replies {\n      id\n      admin {\n        ...ContentAdminFields\n      }\n      body\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  query AdminContactMessage($id: ID!) {\n    contactMessage(id: $id) {\n      ...ContactMessageFields\n    }\n  }\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    subject\n    body\n    language\n    ip\n    status\n    receivedAt\n    handledAt\n    handledBy {\n      ...ContentAdminFields\n    }\n    replies {\n      id\n      admin {\n        ...ContentAdminFields\n      }\n      body\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplyToContactMessage($id: ID!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReplyToContactMessage($id: ID!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkContactMessageHandled($id: ID!) {\n    markContactMessageHandled(id: $id) {\n      ...ContactMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkContactMessageHandled($id: ID!) {\n    markContactMessageHandled(id: $id) {\n      ...ContactMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPageDraftPreview($input: PageEditInput!) {\n    pageDraftPreview(input: $input) {\n      title\n      description\n      introHtml\n      sections {\n        key\n        title\n        html\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPageDraftPreview($input: PageEditInput!) {\n    pageDraftPreview(input: $input) {\n      title\n      description\n      introHtml\n      sections {\n        key\n        title\n        html\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFaqDraftPreview($input: FaqEntryEditInput!) {\n    faqDraftPreview(input: $input) {\n      question\n      answerHtml\n    }\n  }\n"): (typeof documents)["\n  query AdminFaqDraftPreview($input: FaqEntryEditInput!) {\n    faqDraftPreview(input: $input) {\n      question\n      answerHtml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFaq($group: String!, $language: String!) {\n    faq(group: $group, language: $language) {\n      ...FaqEntryFields\n    }\n  }\n  fragment FaqEntryFields on FaqEntry {\n    key\n    group\n    language\n    position\n    question\n    answer\n    answerHtml\n    version\n    source\n    publishedAt\n  }\n"): (typeof documents)["\n  query AdminFaq($group: String!, $language: String!) {\n    faq(group: $group, language: $language) {\n      ...FaqEntryFields\n    }\n  }\n  fragment FaqEntryFields on FaqEntry {\n    key\n    group\n    language\n    position\n    question\n    answer\n    answerHtml\n    version\n    source\n    publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFaqEntryVersions($key: String!, $language: String!) {\n    faqEntryVersions(key: $key, language: $language) {\n      version\n      question\n      answer\n      source\n      admin {\n        ...ContentAdminFields\n      }\n      publishedAt\n      restoredFrom\n    }\n  }\n"): (typeof documents)["\n  query AdminFaqEntryVersions($key: String!, $language: String!) {\n    faqEntryVersions(key: $key, language: $language) {\n      version\n      question\n      answer\n      source\n      admin {\n        ...ContentAdminFields\n      }\n      publishedAt\n      restoredFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEditFaqEntry($input: FaqEntryEditInput!) {\n    editFaqEntry(input: $input) {\n      ...FaqEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEditFaqEntry($input: FaqEntryEditInput!) {\n    editFaqEntry(input: $input) {\n      ...FaqEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreFaqEntryVersion($key: String!, $language: String!, $version: Int!) {\n    restoreFaqEntryVersion(key: $key, language: $language, version: $version) {\n      ...FaqEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreFaqEntryVersion($key: String!, $language: String!, $version: Int!) {\n    restoreFaqEntryVersion(key: $key, language: $language, version: $version) {\n      ...FaqEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentAdminFields on Admin {\n    id\n    email\n    firstName\n    lastName\n  }\n"): (typeof documents)["\n  fragment ContentAdminFields on Admin {\n    id\n    email\n    firstName\n    lastName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContentPages($language: String!) {\n    site: pages(kind: PAGE, language: $language) {\n      ...ContentPageRowFields\n    }\n    legal: pages(kind: LEGAL, language: $language) {\n      ...ContentPageRowFields\n    }\n    articles: pages(kind: ARTICLE, language: $language) {\n      ...ContentPageRowFields\n    }\n  }\n  fragment ContentPageRowFields on Page {\n    slug\n    language\n    kind\n    path\n    title\n    version\n    source\n    publishedAt\n  }\n"): (typeof documents)["\n  query AdminContentPages($language: String!) {\n    site: pages(kind: PAGE, language: $language) {\n      ...ContentPageRowFields\n    }\n    legal: pages(kind: LEGAL, language: $language) {\n      ...ContentPageRowFields\n    }\n    articles: pages(kind: ARTICLE, language: $language) {\n      ...ContentPageRowFields\n    }\n  }\n  fragment ContentPageRowFields on Page {\n    slug\n    language\n    kind\n    path\n    title\n    version\n    source\n    publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContentPage($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      ...ContentPageFields\n    }\n  }\n  fragment ContentPageFields on Page {\n    slug\n    language\n    kind\n    path\n    title\n    label\n    description\n    body\n    introHtml\n    sections {\n      key\n      title\n      html\n    }\n    version\n    source\n    publishedAt\n  }\n"): (typeof documents)["\n  query AdminContentPage($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      ...ContentPageFields\n    }\n  }\n  fragment ContentPageFields on Page {\n    slug\n    language\n    kind\n    path\n    title\n    label\n    description\n    body\n    introHtml\n    sections {\n      key\n      title\n      html\n    }\n    version\n    source\n    publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPageVersions($slug: String!, $language: String!) {\n    pageVersions(slug: $slug, language: $language) {\n      version\n      title\n      label\n      description\n      body\n      source\n      admin {\n        ...ContentAdminFields\n      }\n      publishedAt\n      restoredFrom\n    }\n  }\n"): (typeof documents)["\n  query AdminPageVersions($slug: String!, $language: String!) {\n    pageVersions(slug: $slug, language: $language) {\n      version\n      title\n      label\n      description\n      body\n      source\n      admin {\n        ...ContentAdminFields\n      }\n      publishedAt\n      restoredFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEditPage($input: PageEditInput!) {\n    editPage(input: $input) {\n      ...ContentPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEditPage($input: PageEditInput!) {\n    editPage(input: $input) {\n      ...ContentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestorePageVersion($slug: String!, $language: String!, $version: Int!) {\n    restorePageVersion(slug: $slug, language: $language, version: $version) {\n      ...ContentPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestorePageVersion($slug: String!, $language: String!, $version: Int!) {\n    restorePageVersion(slug: $slug, language: $language, version: $version) {\n      ...ContentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAllDeposits(\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $status: DepositStatus\n    $searchCustomerIds: [ID!]\n  ) {\n    allDeposits(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      searchCustomerIds: $searchCustomerIds\n    ) {\n      items {\n        ...AdminDepositFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminAllDeposits(\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $status: DepositStatus\n    $searchCustomerIds: [ID!]\n  ) {\n    allDeposits(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      status: $status\n      searchCustomerIds: $searchCustomerIds\n    ) {\n      items {\n        ...AdminDepositFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDepositSearchCustomers($search: String!) {\n    customers(search: $search, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDepositSearchCustomers($search: String!) {\n    customers(search: $search, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDeposit($id: ID!) {\n    deposit(id: $id) {\n      ...AdminDepositFields\n    }\n  }\n"): (typeof documents)["\n  query AdminDeposit($id: ID!) {\n    deposit(id: $id) {\n      ...AdminDepositFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerDeposits($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      deposits(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminDepositFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerDeposits($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      deposits(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminDepositFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminConfirmDeposit($id: ID!, $transactionReference: String) {\n    confirmDeposit(id: $id, transactionReference: $transactionReference) {\n      ...AdminDepositFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminConfirmDeposit($id: ID!, $transactionReference: String) {\n    confirmDeposit(id: $id, transactionReference: $transactionReference) {\n      ...AdminDepositFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFailDeposit($id: ID!, $reason: String) {\n    failDeposit(id: $id, reason: $reason) {\n      ...AdminDepositFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminFailDeposit($id: ID!, $reason: String) {\n    failDeposit(id: $id, reason: $reason) {\n      ...AdminDepositFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...AdminDepositFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCancelDeposit($id: ID!) {\n    cancelDeposit(id: $id) {\n      ...AdminDepositFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRecordDeposit($input: RecordDepositInput!) {\n    recordDeposit(input: $input) {\n      ...AdminDepositFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRecordDeposit($input: RecordDepositInput!) {\n    recordDeposit(input: $input) {\n      ...AdminDepositFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDepositPlans {\n    plans {\n      id\n      coin\n      termMonths\n      priceUsd\n    }\n  }\n"): (typeof documents)["\n  query AdminDepositPlans {\n    plans {\n      id\n      coin\n      termMonths\n      priceUsd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverviewInstruments {\n    instruments {\n      symbol\n      market\n      pricePrecision\n      lastQuote {\n        ask\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOverviewInstruments {\n    instruments {\n      symbol\n      market\n      pricePrecision\n      lastQuote {\n        ask\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverviewPlans {\n    plans {\n      id\n      coin\n    }\n  }\n"): (typeof documents)["\n  query AdminOverviewPlans {\n    plans {\n      id\n      coin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverviewLanguages {\n    languages {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminOverviewLanguages {\n    languages {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMailbox($page: Int, $pageSize: Int, $search: String) {\n    mailbox(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        recipient\n        subject\n        body\n        kind\n        createdAt\n        deliveredAt\n        lastError\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminMailbox($page: Int, $pageSize: Int, $search: String) {\n    mailbox(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        recipient\n        subject\n        body\n        kind\n        createdAt\n        deliveredAt\n        lastError\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMarketParameters($from: DateTime!, $to: DateTime!) {\n    marketParameters {\n      hashprice {\n        id\n        msatPerThDay\n        btcPerThDay\n        validFrom\n        setBy\n        reason\n      }\n      capacities {\n        coin\n        capacityThs\n        soldThs\n        soldHashrateThs\n        validFrom\n      }\n    }\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      maintenanceFeeUsdPerThDay\n    }\n    hashpriceHistory(from: $from, to: $to) {\n      id\n      msatPerThDay\n      validFrom\n      setBy\n      reason\n    }\n  }\n"): (typeof documents)["\n  query AdminMarketParameters($from: DateTime!, $to: DateTime!) {\n    marketParameters {\n      hashprice {\n        id\n        msatPerThDay\n        btcPerThDay\n        validFrom\n        setBy\n        reason\n      }\n      capacities {\n        coin\n        capacityThs\n        soldThs\n        soldHashrateThs\n        validFrom\n      }\n    }\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      maintenanceFeeUsdPerThDay\n    }\n    hashpriceHistory(from: $from, to: $to) {\n      id\n      msatPerThDay\n      validFrom\n      setBy\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPlanFeeHistory($planId: ID!) {\n    planFeeHistory(planId: $planId) {\n      id\n      usdPerThDay\n      microUsdPerThDay\n      validFrom\n      setBy\n      reason\n    }\n  }\n"): (typeof documents)["\n  query AdminPlanFeeHistory($planId: ID!) {\n    planFeeHistory(planId: $planId) {\n      id\n      usdPerThDay\n      microUsdPerThDay\n      validFrom\n      setBy\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCapacityHistory($coin: Coin!) {\n    capacityHistory(coin: $coin) {\n      id\n      capacityThs\n      validFrom\n      setBy\n      reason\n    }\n  }\n"): (typeof documents)["\n  query AdminCapacityHistory($coin: Coin!) {\n    capacityHistory(coin: $coin) {\n      id\n      capacityThs\n      validFrom\n      setBy\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetHashprice($value: Int!, $reason: String!, $requestId: ID) {\n    setHashprice(valueMsatPerThDay: $value, reason: $reason, requestId: $requestId) {\n      id\n      msatPerThDay\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetHashprice($value: Int!, $reason: String!, $requestId: ID) {\n    setHashprice(valueMsatPerThDay: $value, reason: $reason, requestId: $requestId) {\n      id\n      msatPerThDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetPlanFee($planId: ID!, $value: Int!, $reason: String!, $requestId: ID) {\n    setPlanFee(planId: $planId, microUsdPerThDay: $value, reason: $reason, requestId: $requestId) {\n      id\n      usdPerThDay\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetPlanFee($planId: ID!, $value: Int!, $reason: String!, $requestId: ID) {\n    setPlanFee(planId: $planId, microUsdPerThDay: $value, reason: $reason, requestId: $requestId) {\n      id\n      usdPerThDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCapacity($coin: Coin!, $value: Int!, $reason: String!, $requestId: ID) {\n    setCapacity(coin: $coin, ths: $value, reason: $reason, requestId: $requestId) {\n      id\n      capacityThs\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetCapacity($coin: Coin!, $value: Int!, $reason: String!, $requestId: ID) {\n    setCapacity(coin: $coin, ths: $value, reason: $reason, requestId: $requestId) {\n      id\n      capacityThs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRunAccrual($day: String!) {\n    runAccrual(day: $day) {\n      day\n      status\n      accrued\n      posted\n      terminated\n      waitingCoins\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRunAccrual($day: String!) {\n    runAccrual(day: $day) {\n      day\n      status\n      accrued\n      posted\n      terminated\n      waitingCoins\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment AdminPayoutFields on Payout {\n    id\n    maskedDestination\n    amount {\n      ...MoneyFields\n    }\n    method\n    completedAt\n    link\n    hidden\n  }\n"): (typeof documents)["\n  fragment AdminPayoutFields on Payout {\n    id\n    maskedDestination\n    amount {\n      ...MoneyFields\n    }\n    method\n    completedAt\n    link\n    hidden\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAllPayouts($page: Int, $pageSize: Int, $search: String) {\n    allPayouts(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        ...AdminPayoutFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminAllPayouts($page: Int, $pageSize: Int, $search: String) {\n    allPayouts(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        ...AdminPayoutFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAttachPayoutLink($withdrawalId: ID!, $link: String!) {\n    attachPayoutLink(withdrawalId: $withdrawalId, link: $link) {\n      ...AdminPayoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAttachPayoutLink($withdrawalId: ID!, $link: String!) {\n    attachPayoutLink(withdrawalId: $withdrawalId, link: $link) {\n      ...AdminPayoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminHidePayout($withdrawalId: ID!) {\n    hidePayout(withdrawalId: $withdrawalId) {\n      ...AdminPayoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminHidePayout($withdrawalId: ID!) {\n    hidePayout(withdrawalId: $withdrawalId) {\n      ...AdminPayoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAttachPayoutLinkByMatch($input: PayoutMatchInput!) {\n    attachPayoutLinkByMatch(input: $input) {\n      ...AdminPayoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAttachPayoutLinkByMatch($input: PayoutMatchInput!) {\n    attachPayoutLinkByMatch(input: $input) {\n      ...AdminPayoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTraderFields on Trader {\n    id\n    name\n    email\n    description\n    profitSharePercent\n    equity\n    minAllocation\n    maxAllocation\n    copiers\n    photoUrl\n    retiredAt\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      statisticsUnavailableReason\n    }\n  }\n"): (typeof documents)["\n  fragment AdminTraderFields on Trader {\n    id\n    name\n    email\n    description\n    profitSharePercent\n    equity\n    minAllocation\n    maxAllocation\n    copiers\n    photoUrl\n    retiredAt\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      statisticsUnavailableReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTraders {\n    traders {\n      ...AdminTraderFields\n    }\n  }\n"): (typeof documents)["\n  query AdminTraders {\n    traders {\n      ...AdminTraderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTrader($id: ID!) {\n    trader(id: $id) {\n      ...AdminTraderFields\n    }\n  }\n"): (typeof documents)["\n  query AdminTrader($id: ID!) {\n    trader(id: $id) {\n      ...AdminTraderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateTrader($input: TraderInput!, $requestId: ID) {\n    createTrader(input: $input, requestId: $requestId) {\n      ...AdminTraderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateTrader($input: TraderInput!, $requestId: ID) {\n    createTrader(input: $input, requestId: $requestId) {\n      ...AdminTraderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateTrader($id: ID!, $input: TraderInput!) {\n    updateTrader(id: $id, input: $input) {\n      ...AdminTraderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateTrader($id: ID!, $input: TraderInput!) {\n    updateTrader(id: $id, input: $input) {\n      ...AdminTraderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetireTrader($id: ID!, $reason: String!) {\n    retireTrader(id: $id, reason: $reason) {\n      ...AdminTraderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetireTrader($id: ID!, $reason: String!) {\n    retireTrader(id: $id, reason: $reason) {\n      ...AdminTraderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUploadTraderPhoto($id: ID!, $photo: ImageUpload!) {\n    uploadTraderPhoto(id: $id, photo: $photo) {\n      ...AdminTraderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUploadTraderPhoto($id: ID!, $photo: ImageUpload!) {\n    uploadTraderPhoto(id: $id, photo: $photo) {\n      ...AdminTraderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTradeFields on Trade {\n    id\n    userId\n    symbol\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      price\n      at\n    }\n    closing {\n      price\n      at\n    }\n    closedBy\n    profit\n    trader {\n      id\n      name\n    }\n    voidedAt\n    voidReason\n  }\n"): (typeof documents)["\n  fragment AdminTradeFields on Trade {\n    id\n    userId\n    symbol\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      price\n      at\n    }\n    closing {\n      price\n      at\n    }\n    closedBy\n    profit\n    trader {\n      id\n      name\n    }\n    voidedAt\n    voidReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOptionFields on TradingOption {\n    id\n    symbol\n    direction\n    status\n    currency\n    stake\n    strike {\n      price\n      at\n    }\n    expiresAt\n    settlement {\n      price\n    }\n    profit\n  }\n"): (typeof documents)["\n  fragment AdminOptionFields on TradingOption {\n    id\n    symbol\n    direction\n    status\n    currency\n    stake\n    strike {\n      price\n      at\n    }\n    expiresAt\n    settlement {\n      price\n    }\n    profit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerOptions($id: ID!, $page: Int!, $pageSize: Int!) {\n    customer(id: $id) {\n      id\n      options(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...AdminOptionFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerOptions($id: ID!, $page: Int!, $pageSize: Int!) {\n    customer(id: $id) {\n      id\n      options(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...AdminOptionFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerTrades($id: ID!, $page: Int!, $pageSize: Int!) {\n    customer(id: $id) {\n      id\n      balances {\n        trading {\n          ...MoneyFields\n        }\n      }\n      copiedTraders {\n        allocation\n        trader {\n          id\n          name\n        }\n      }\n      trades(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...AdminTradeFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerTrades($id: ID!, $page: Int!, $pageSize: Int!) {\n    customer(id: $id) {\n      id\n      balances {\n        trading {\n          ...MoneyFields\n        }\n      }\n      copiedTraders {\n        allocation\n        trader {\n          id\n          name\n        }\n      }\n      trades(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...AdminTradeFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTradeById($id: ID!) {\n    trade(id: $id) {\n      ...AdminTradeFields\n    }\n  }\n"): (typeof documents)["\n  query AdminTradeById($id: ID!) {\n    trade(id: $id) {\n      ...AdminTradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTradeClosePreview($id: ID!) {\n    tradeClosePreview(id: $id) {\n      tradeId\n      currency\n      tickId\n      price\n      at\n      profit\n    }\n  }\n"): (typeof documents)["\n  query AdminTradeClosePreview($id: ID!) {\n    tradeClosePreview(id: $id) {\n      tradeId\n      currency\n      tickId\n      price\n      at\n      profit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCloseTrade($id: ID!, $reason: String!) {\n    adminCloseTrade(id: $id, reason: $reason) {\n      ...AdminTradeFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCloseTrade($id: ID!, $reason: String!) {\n    adminCloseTrade(id: $id, reason: $reason) {\n      ...AdminTradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminVoidTrade($id: ID!, $reason: String!) {\n    voidTrade(id: $id, reason: $reason) {\n      ...AdminTradeFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminVoidTrade($id: ID!, $reason: String!) {\n    voidTrade(id: $id, reason: $reason) {\n      ...AdminTradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminContractFields on Contract {\n    id\n    userId\n    plan {\n      id\n      coin\n      tier\n      variant\n    }\n    planLabel\n    name\n    coin\n    source\n    status\n    powerGhs\n    hashrateThs\n    estimatedDailyPayout\n    startsOn\n    expiresOn\n    minedTotal\n    stoppedReason\n    terminationReason\n    createdAt\n    grant {\n      status\n      reason\n      requestedBy\n      requestedExpiresOn\n      decidedBy\n      rejectionReason\n    }\n    amendments {\n      id\n      kind\n      status\n      fromLabel\n      toLabel\n      fromPowerGhs\n      toPowerGhs\n      reason\n      requestedBy\n      decidedBy\n      rejectionReason\n      effectiveOn\n    }\n  }\n"): (typeof documents)["\n  fragment AdminContractFields on Contract {\n    id\n    userId\n    plan {\n      id\n      coin\n      tier\n      variant\n    }\n    planLabel\n    name\n    coin\n    source\n    status\n    powerGhs\n    hashrateThs\n    estimatedDailyPayout\n    startsOn\n    expiresOn\n    minedTotal\n    stoppedReason\n    terminationReason\n    createdAt\n    grant {\n      status\n      reason\n      requestedBy\n      requestedExpiresOn\n      decidedBy\n      rejectionReason\n    }\n    amendments {\n      id\n      kind\n      status\n      fromLabel\n      toLabel\n      fromPowerGhs\n      toPowerGhs\n      reason\n      requestedBy\n      decidedBy\n      rejectionReason\n      effectiveOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerContracts($userId: ID!, $page: Int, $pageSize: Int) {\n    customerContracts(userId: $userId, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminContractFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerContracts($userId: ID!, $page: Int, $pageSize: Int) {\n    customerContracts(userId: $userId, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminContractFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContract($id: ID!) {\n    contract(id: $id) {\n      ...AdminContractFields\n    }\n  }\n"): (typeof documents)["\n  query AdminContract($id: ID!) {\n    contract(id: $id) {\n      ...AdminContractFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGrantPlans {\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      termMonths\n      hashrateThs\n    }\n  }\n"): (typeof documents)["\n  query AdminGrantPlans {\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      termMonths\n      hashrateThs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGrantEstimate($input: MiningCalculatorInput!) {\n    miningCalculator(input: $input) {\n      powerGhs\n      estimate {\n        daily {\n          payout\n        }\n      }\n      estimateUnavailableReason\n    }\n  }\n"): (typeof documents)["\n  query AdminGrantEstimate($input: MiningCalculatorInput!) {\n    miningCalculator(input: $input) {\n      powerGhs\n      estimate {\n        daily {\n          payout\n        }\n      }\n      estimateUnavailableReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminGrantContract($input: GrantContractInput!) {\n    grantContract(input: $input) {\n      ...AdminContractFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminGrantContract($input: GrantContractInput!) {\n    grantContract(input: $input) {\n      ...AdminContractFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveContractGrant($id: ID!) {\n    approveContractGrant(id: $id) {\n      ...AdminContractFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveContractGrant($id: ID!) {\n    approveContractGrant(id: $id) {\n      ...AdminContractFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectContractGrant($id: ID!, $reason: String!) {\n    rejectContractGrant(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectContractGrant($id: ID!, $reason: String!) {\n    rejectContractGrant(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAmendContract($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {\n    amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) {\n      ...AdminContractFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAmendContract($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {\n    amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) {\n      ...AdminContractFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveContractAmendment($id: ID!) {\n    approveContractAmendment(id: $id) {\n      id\n      status\n      contract {\n        ...AdminContractFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveContractAmendment($id: ID!) {\n    approveContractAmendment(id: $id) {\n      id\n      status\n      contract {\n        ...AdminContractFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectContractAmendment($id: ID!, $reason: String!) {\n    rejectContractAmendment(id: $id, reason: $reason) {\n      id\n      status\n      contract {\n        ...AdminContractFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectContractAmendment($id: ID!, $reason: String!) {\n    rejectContractAmendment(id: $id, reason: $reason) {\n      id\n      status\n      contract {\n        ...AdminContractFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminStopContract($id: ID!, $reason: String!) {\n    stopContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminStopContract($id: ID!, $reason: String!) {\n    stopContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResumeContract($id: ID!, $reason: String!) {\n    resumeContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResumeContract($id: ID!, $reason: String!) {\n    resumeContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTerminateContract($id: ID!, $reason: String!) {\n    terminateContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminTerminateContract($id: ID!, $reason: String!) {\n    terminateContract(id: $id, reason: $reason) {\n      ...AdminContractFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCustomerBalanceFields on User {\n    id\n    currency\n    balances {\n      trading {\n        ...MoneyFields\n      }\n      tradingHeld {\n        ...MoneyFields\n      }\n      mining {\n        ...MoneyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminCustomerBalanceFields on User {\n    id\n    currency\n    balances {\n      trading {\n        ...MoneyFields\n      }\n      tradingHeld {\n        ...MoneyFields\n      }\n      mining {\n        ...MoneyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerBalances($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerBalanceFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerBalances($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerBalanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerAdjustments($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      adjustments(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminAdjustmentFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerAdjustments($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      adjustments(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminAdjustmentFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {\n    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {\n      ...AdminAdjustmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {\n    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {\n      ...AdminAdjustmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRequestAdjustment(\n    $userId: ID!\n    $assetCode: String!\n    $amount: String!\n    $reason: String!\n    $requestId: ID\n  ) {\n    requestAdjustment(userId: $userId, assetCode: $assetCode, amount: $amount, reason: $reason, requestId: $requestId) {\n      ...AdminAdjustmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRequestAdjustment(\n    $userId: ID!\n    $assetCode: String!\n    $amount: String!\n    $reason: String!\n    $requestId: ID\n  ) {\n    requestAdjustment(userId: $userId, assetCode: $assetCode, amount: $amount, reason: $reason, requestId: $requestId) {\n      ...AdminAdjustmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerFundsSummary($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerBalanceFields\n      pendingDepositCount\n      pendingWithdrawalCount\n      depositAddresses {\n        btc\n        eth\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerFundsSummary($id: ID!) {\n    customer(id: $id) {\n      ...AdminCustomerBalanceFields\n      pendingDepositCount\n      pendingWithdrawalCount\n      depositAddresses {\n        btc\n        eth\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerFields on User {\n    id\n    email\n    firstName\n    lastName\n    phoneNumber\n    streetAddress\n    postCode\n    city\n    state\n    country\n    mobileNumber\n    currency\n    language\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    referralCode\n    createdAt\n    deactivatedAt\n    identityCheckDeclineReason\n    photo\n    websitePermission\n    pushSubscription {\n      endpointOrigin\n      savedAt\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerFields on User {\n    id\n    email\n    firstName\n    lastName\n    phoneNumber\n    streetAddress\n    postCode\n    city\n    state\n    country\n    mobileNumber\n    currency\n    language\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    referralCode\n    createdAt\n    deactivatedAt\n    identityCheckDeclineReason\n    photo\n    websitePermission\n    pushSubscription {\n      endpointOrigin\n      savedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($page: Int, $pageSize: Int, $search: String) {\n    customers(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        ...CustomerFields\n        pendingDepositCount\n        pendingWithdrawalCount\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($page: Int, $pageSize: Int, $search: String) {\n    customers(page: $page, pageSize: $pageSize, search: $search) {\n      items {\n        ...CustomerFields\n        pendingDepositCount\n        pendingWithdrawalCount\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerReferralCount($id: ID!) {\n    customer(id: $id) {\n      id\n      referralCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerReferralCount($id: ID!) {\n    customer(id: $id) {\n      id\n      referralCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerIdentityDocuments($id: ID!) {\n    customer(id: $id) {\n      id\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerIdentityDocuments($id: ID!) {\n    customer(id: $id) {\n      id\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerActions($search: String!, $pageSize: Int) {\n    auditLog(page: 1, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        at\n        adminEmail\n        operation\n        targetId\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerActions($search: String!, $pageSize: Int) {\n    auditLog(page: 1, pageSize: $pageSize, search: $search) {\n      items {\n        id\n        at\n        adminEmail\n        operation\n        targetId\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminClearMessages($userId: ID!) {\n    clearCustomerMessages(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation AdminClearMessages($userId: ID!) {\n    clearCustomerMessages(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendMessage($userId: ID!, $body: String!, $type: MessageType!) {\n    sendMessage(userId: $userId, body: $body, type: $type) {\n      id\n      type\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendMessage($userId: ID!, $body: String!, $type: MessageType!) {\n    sendMessage(userId: $userId, body: $body, type: $type) {\n      id\n      type\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)\n  }\n"): (typeof documents)["\n  mutation AdminSendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSkipCustomerIdentityCheck($userId: ID!) {\n    skipCustomerIdentityCheck(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSkipCustomerIdentityCheck($userId: ID!) {\n    skipCustomerIdentityCheck(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {\n    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {\n    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeactivateCustomer($userId: ID!, $reason: String!) {\n    deactivateCustomer(userId: $userId, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeactivateCustomer($userId: ID!, $reason: String!) {\n    deactivateCustomer(userId: $userId, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReactivateCustomer($userId: ID!, $reason: String!) {\n    reactivateCustomer(userId: $userId, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReactivateCustomer($userId: ID!, $reason: String!) {\n    reactivateCustomer(userId: $userId, reason: $reason) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendDevicePin($userId: ID!) {\n    resendCustomerDevicePin(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation AdminResendDevicePin($userId: ID!) {\n    resendCustomerDevicePin(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendCustomerPush($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerPush(userId: $userId, subject: $subject, body: $body)\n  }\n"): (typeof documents)["\n  mutation AdminSendCustomerPush($userId: ID!, $subject: String!, $body: String!) {\n    sendCustomerPush(userId: $userId, subject: $subject, body: $body)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWalletFields on Wallet {\n    id\n    address\n    type\n    assignedCount\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminWalletFields on Wallet {\n    id\n    address\n    type\n    assignedCount\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWallets($search: String) {\n    wallets(search: $search) {\n      ...AdminWalletFields\n    }\n  }\n"): (typeof documents)["\n  query AdminWallets($search: String) {\n    wallets(search: $search) {\n      ...AdminWalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWallet($id: ID!) {\n    wallet(id: $id) {\n      ...AdminWalletFields\n    }\n  }\n"): (typeof documents)["\n  query AdminWallet($id: ID!) {\n    wallet(id: $id) {\n      ...AdminWalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateWallet($address: String!, $type: CryptoCurrency!) {\n    createWallet(address: $address, type: $type) {\n      ...AdminWalletFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateWallet($address: String!, $type: CryptoCurrency!) {\n    createWallet(address: $address, type: $type) {\n      ...AdminWalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateWallet($id: ID!, $address: String!) {\n    updateWallet(id: $id, address: $address) {\n      ...AdminWalletFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateWallet($id: ID!, $address: String!) {\n    updateWallet(id: $id, address: $address) {\n      ...AdminWalletFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAllWithdrawals($page: Int, $pageSize: Int, $search: String, $status: WithdrawalStatus) {\n    allWithdrawals(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        ...AdminWithdrawalFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminAllWithdrawals($page: Int, $pageSize: Int, $search: String, $status: WithdrawalStatus) {\n    allWithdrawals(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        ...AdminWithdrawalFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWithdrawal($id: ID!) {\n    withdrawal(id: $id) {\n      ...AdminWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  query AdminWithdrawal($id: ID!) {\n    withdrawal(id: $id) {\n      ...AdminWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerWithdrawals($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      withdrawals(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminWithdrawalFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerWithdrawals($id: ID!, $page: Int, $pageSize: Int) {\n    customer(id: $id) {\n      id\n      withdrawals(page: $page, pageSize: $pageSize) {\n        items {\n          ...AdminWithdrawalFields\n        }\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCompleteWithdrawal($id: ID!, $payoutReference: String) {\n    completeWithdrawal(id: $id, payoutReference: $payoutReference) {\n      ...AdminWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCompleteWithdrawal($id: ID!, $payoutReference: String) {\n    completeWithdrawal(id: $id, payoutReference: $payoutReference) {\n      ...AdminWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFailWithdrawal($id: ID!, $reason: String!) {\n    failWithdrawal(id: $id, reason: $reason) {\n      ...AdminWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminFailWithdrawal($id: ID!, $reason: String!) {\n    failWithdrawal(id: $id, reason: $reason) {\n      ...AdminWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentAdmin {\n    currentAdmin {\n      ...AdminFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentAdmin {\n    currentAdmin {\n      ...AdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminSignIn(email: $email, password: $password) {\n      ...AdminFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSignIn($email: String!, $password: String!) {\n    adminSignIn(email: $email, password: $password) {\n      ...AdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignOut {\n    adminSignOut\n  }\n"): (typeof documents)["\n  mutation AdminSignOut {\n    adminSignOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshAdminSession {\n    refreshAdminSession {\n      ...AdminFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshAdminSession {\n    refreshAdminSession {\n      ...AdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskTraders {\n    traders {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DeskTraders {\n    traders {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskTrader($id: ID!, $limit: Int!) {\n    trader(id: $id) {\n      id\n      name\n      equity\n      openMargin\n      copiers\n      retiredAt\n      statistics {\n        assetsCopying\n      }\n      recentTrades(limit: $limit) {\n        ...DeskTradeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskTrader($id: ID!, $limit: Int!) {\n    trader(id: $id) {\n      id\n      name\n      equity\n      openMargin\n      copiers\n      retiredAt\n      statistics {\n        assetsCopying\n      }\n      recentTrades(limit: $limit) {\n        ...DeskTradeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskTradeFields on Trade {\n    id\n    symbol\n    side\n    status\n    margin\n    leverage\n    units\n    takeProfit\n    stopLoss\n    opening {\n      tickId\n      price\n      at\n    }\n    closing {\n      tickId\n      price\n      at\n    }\n    closedBy\n    profit\n    mirrorCount\n    mirrorSkips {\n      userId\n      reason\n      detail\n      at\n      user {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DeskTradeFields on Trade {\n    id\n    symbol\n    side\n    status\n    margin\n    leverage\n    units\n    takeProfit\n    stopLoss\n    opening {\n      tickId\n      price\n      at\n    }\n    closing {\n      tickId\n      price\n      at\n    }\n    closedBy\n    profit\n    mirrorCount\n    mirrorSkips {\n      userId\n      reason\n      detail\n      at\n      user {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskInstruments {\n    instruments {\n      symbol\n      name\n      market\n      pricePrecision\n      lastQuote {\n        ask\n        bid\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskInstruments {\n    instruments {\n      symbol\n      name\n      market\n      pricePrecision\n      lastQuote {\n        ask\n        bid\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeskTicker($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n      bid\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription DeskTicker($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n      bid\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskOpenTraderTrade($input: OpenTraderTradeInput!) {\n    openTraderTrade(input: $input) {\n      ...DeskTradeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeskOpenTraderTrade($input: OpenTraderTradeInput!) {\n    openTraderTrade(input: $input) {\n      ...DeskTradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskCloseTraderTrade($id: ID!) {\n    closeTraderTrade(id: $id) {\n      ...DeskTradeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeskCloseTraderTrade($id: ID!) {\n    closeTraderTrade(id: $id) {\n      ...DeskTradeFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;