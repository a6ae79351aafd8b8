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
    "\n  query Account {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phoneNumber\n      mobileNumber\n      country\n      currency\n      language\n      identityCheck\n      identityCheckSkipped\n      streetAddress\n      postCode\n      city\n      state\n      photo\n    }\n  }\n": typeof types.AccountDocument,
    "\n  mutation UpdatePhone($mobileNumber: String!) {\n    updatePhone(mobileNumber: $mobileNumber) {\n      id\n      mobileNumber\n    }\n  }\n": typeof types.UpdatePhoneDocument,
    "\n  mutation UpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      id\n      streetAddress\n      postCode\n      city\n      state\n      country\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation RequestEmailChange {\n    requestEmailChange\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {\n    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {\n      id\n      email\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation UpdateProfilePhoto($photo: ImageUpload!) {\n    updateProfilePhoto(photo: $photo) {\n      id\n      photo\n    }\n  }\n": typeof types.UpdateProfilePhotoDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      productName\n      supportEmail\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  query Languages {\n    languages {\n      code\n      name\n      nativeName\n    }\n  }\n": typeof types.LanguagesDocument,
    "\n  query PublicPage($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      slug\n      language\n      kind\n      path\n      title\n      label\n      description\n      introHtml\n      sections {\n        key\n        title\n        html\n      }\n    }\n  }\n": typeof types.PublicPageDocument,
    "\n  query FaqGroup($group: String!, $language: String!) {\n    faq(group: $group, language: $language) {\n      key\n      position\n      question\n      answerHtml\n    }\n  }\n": typeof types.FaqGroupDocument,
    "\n  query ArticleList($language: String!) {\n    pages(kind: ARTICLE, language: $language) {\n      slug\n      path\n      title\n    }\n  }\n": typeof types.ArticleListDocument,
    "\n  query DataCentres {\n    siteSettings {\n      supportEmail\n      dataCentres {\n        id\n        country\n        countryCode\n        city\n      }\n    }\n  }\n": typeof types.DataCentresDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment MoneyFields on Money {\n    assetCode\n    amount\n    amountMinor\n  }\n": typeof types.MoneyFieldsFragmentDoc,
    "\n  query MyBalances {\n    me {\n      id\n      currency\n      balances {\n        trading {\n          ...MoneyFields\n        }\n        tradingHeld {\n          ...MoneyFields\n        }\n        tradingHeldByPurpose {\n          purpose\n          amount {\n            ...MoneyFields\n          }\n        }\n        mining {\n          ...MoneyFields\n        }\n      }\n    }\n  }\n": typeof types.MyBalancesDocument,
    "\n  subscription LiveBalances {\n    myBalances {\n      at\n      balances {\n        assetCode\n        available\n        held\n      }\n    }\n  }\n": typeof types.LiveBalancesDocument,
    "\n  fragment DepositFields on Deposit {\n    id\n    purpose\n    price {\n      ...MoneyFields\n    }\n    priceInCrypto {\n      ...MoneyFields\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    planId\n    createdByAdmin\n    status\n    link\n    linkValid\n    failureReason\n    createdAt\n  }\n": typeof types.DepositFieldsFragmentDoc,
    "\n  query MyDeposits($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      deposits(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...DepositFields\n        }\n      }\n    }\n  }\n": typeof types.MyDepositsDocument,
    "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...DepositFields\n    }\n  }\n": typeof types.CreateDepositDocument,
    "\n  query PaymentLink($timestamp: String!, $address: String!) {\n    paymentLink(timestamp: $timestamp, address: $address) {\n      cryptoCurrency\n      walletAddress\n      priceInCrypto {\n        ...MoneyFields\n      }\n      expiresAt\n      valid\n      status\n    }\n  }\n": typeof types.PaymentLinkDocument,
    "\n  query MyLiabilityProof {\n    latestLiabilityProof {\n      id\n      publishedAt\n      root\n      leafCount\n    }\n    me {\n      id\n      liabilityProof {\n        proof {\n          id\n          root\n        }\n        leafIndex\n        salt\n        leafHash\n        balances {\n          ...MoneyFields\n        }\n        path {\n          side\n          hash\n        }\n      }\n    }\n  }\n": typeof types.MyLiabilityProofDocument,
    "\n  query MyStatement($page: Int!, $pageSize: Int!, $assetCode: String) {\n    me {\n      id\n      statement(page: $page, pageSize: $pageSize, assetCode: $assetCode) {\n        total\n        page\n        pageSize\n        items {\n          id\n          at\n          kind\n          description\n          note {\n            code\n            params {\n              name\n              value\n            }\n          }\n          account\n          amount {\n            ...MoneyFields\n          }\n          balanceAfter {\n            ...MoneyFields\n          }\n          referenceType\n          referenceId\n        }\n      }\n    }\n  }\n": typeof types.MyStatementDocument,
    "\n  fragment DestinationFields on WithdrawalDestination {\n    walletAddress\n    paypalEmail\n    bankName\n    accountName\n    accountNumber\n    iban\n    routingNumber\n  }\n": typeof types.DestinationFieldsFragmentDoc,
    "\n  fragment WithdrawalFields on Withdrawal {\n    id\n    method\n    source\n    amount {\n      ...MoneyFields\n    }\n    fee {\n      ...MoneyFields\n    }\n    netAmount {\n      ...MoneyFields\n    }\n    destination {\n      ...DestinationFields\n    }\n    status\n    failureReason\n    createdAt\n    decidedAt\n  }\n": typeof types.WithdrawalFieldsFragmentDoc,
    "\n  query MyWithdrawals($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      withdrawals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...WithdrawalFields\n        }\n      }\n    }\n  }\n": typeof types.MyWithdrawalsDocument,
    "\n  query WithdrawalRules($currency: String) {\n    withdrawalRules(currency: $currency) {\n      source\n      assetCode\n      minimum {\n        ...MoneyFields\n      }\n      feePercent\n      minimumFee {\n        ...MoneyFields\n      }\n      methods\n      identityCheckRequired\n    }\n  }\n": typeof types.WithdrawalRulesDocument,
    "\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.CreateWithdrawalDocument,
    "\n  query IdentityCheck {\n    me {\n      id\n      identityCheck\n      identityCheckSkipped\n      identityCheckDeclineReason\n    }\n  }\n": typeof types.IdentityCheckDocument,
    "\n  query Verification {\n    me {\n      id\n      identityCheck\n      identityCheckSkipped\n      identityCheckDeclineReason\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n": typeof types.VerificationDocument,
    "\n  mutation SubmitIdentityDocuments($front: ImageUpload!, $back: ImageUpload!) {\n    submitIdentityDocuments(front: $front, back: $back) {\n      ...Viewer_user\n      identityCheckDeclineReason\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n": typeof types.SubmitIdentityDocumentsDocument,
    "\n  query MyMessages {\n    myMessages {\n      id\n      body\n      type\n      createdAt\n    }\n  }\n": typeof types.MyMessagesDocument,
    "\n  mutation DismissMessage($id: ID!) {\n    dismissMessage(id: $id)\n  }\n": typeof types.DismissMessageDocument,
    "\n  subscription LiveMessages {\n    myMessages {\n      id\n      body\n      type\n      createdAt\n    }\n  }\n": typeof types.LiveMessagesDocument,
    "\n  fragment CalculatorPeriod on PeriodEstimate {\n    days\n    payout\n    usd\n  }\n": typeof types.CalculatorPeriodFragmentDoc,
    "\n  query MiningCalculator($input: MiningCalculatorInput!) {\n    miningCalculator(input: $input) {\n      plan {\n        id\n        coin\n        tier\n        variant\n        termMonths\n        priceUsd\n        soldOut\n        asset {\n          code\n        }\n      }\n      amountUsd\n      powerGhs\n      usdPerGhs\n      estimate {\n        daily {\n          ...CalculatorPeriod\n        }\n        weekly {\n          ...CalculatorPeriod\n        }\n        monthly {\n          ...CalculatorPeriod\n        }\n        yearly {\n          ...CalculatorPeriod\n        }\n        term {\n          ...CalculatorPeriod\n        }\n        netResultUsd\n        hashpriceMsatPerThDay\n        maintenanceFeeUsdPerThDay\n        btcRate {\n          ...EstimateInputs_rate\n        }\n        coinRate {\n          ...EstimateInputs_rate\n        }\n      }\n      estimateUnavailableReason\n    }\n  }\n": typeof types.MiningCalculatorDocument,
    "\n  query ContractDetail($id: ID!, $page: Int!, $pageSize: Int!) {\n    contract(id: $id) {\n      id\n      plan {\n        id\n        coin\n        termMonths\n      }\n      coin\n      planLabel\n      term {\n        unit\n        count\n      }\n      source\n      status\n      startsLater\n      hashrateThs\n      powerGhs\n      termDays\n      startsOn\n      expiresOn\n      stoppedReason\n      terminationReason\n      endedOn\n      pricePaidUsd\n      minedTotal\n      boosterEnabled\n      boosterEstimate {\n        days\n        startHashrateThs\n        projectedHashrateThs\n        hashrateGrowthPercent\n        reinvestedTotal\n        withoutBoosterTotal\n      }\n      pledgeLimit {\n        maxUsd\n        unusedValueUsd\n        loanToValuePercent\n        remainingDays\n        unavailableReason\n      }\n      pledges {\n        id\n        amountUsd\n        status\n        statusReason\n      }\n      loan {\n        id\n        status\n        principal {\n          ...MoneyFields\n        }\n        outstanding {\n          ...MoneyFields\n        }\n        repaid {\n          ...MoneyFields\n        }\n        shortfall {\n          ...MoneyFields\n        }\n        refusalReason\n        repayments {\n          journalId\n          source\n          amount {\n            ...MoneyFields\n          }\n          coinAmount {\n            ...MoneyFields\n          }\n          rateUsd\n          day\n          at\n        }\n      }\n      accruals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          day\n          grossBtc\n          feeUsd\n          net\n          btcRateUsd\n          coinRateUsd\n          profitable\n          journalId\n          payoutDestination\n          reinvestedHashrateThs\n          reinvestmentStatus\n        }\n      }\n    }\n  }\n": typeof types.ContractDetailDocument,
    "\n  mutation SetContractBooster($id: ID!, $enabled: Boolean!) {\n    setContractBooster(id: $id, enabled: $enabled) {\n      id\n      boosterEnabled\n    }\n  }\n": typeof types.SetContractBoosterDocument,
    "\n  mutation PledgeContract($id: ID!, $amountUsd: String!, $requestId: ID!) {\n    pledgeContract(id: $id, amountUsd: $amountUsd, requestId: $requestId) {\n      id\n      status\n    }\n  }\n": typeof types.PledgeContractDocument,
    "\n  mutation RepayLoan($id: ID!, $amount: String!, $requestId: ID!) {\n    repayLoan(id: $id, amount: $amount, requestId: $requestId) {\n      id\n      status\n    }\n  }\n": typeof types.RepayLoanDocument,
    "\n  query MyContracts($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      contracts(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          id\n          plan {\n            id\n            coin\n            termMonths\n          }\n          coin\n          planLabel\n          term {\n            unit\n            count\n          }\n          status\n          startsLater\n          powerGhs\n          startsOn\n          expiresOn\n          stoppedReason\n          minedTotal\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.MyContractsDocument,
    "\n  subscription LiveMining {\n    myMining {\n      at\n      coins {\n        coin\n        settled\n        lastPayoutOn\n        activeContracts\n        miningContracts\n        powerGhs\n        dailyEstimate\n        perSecond\n        estimateUnavailableReason\n        accruingSince\n        nextStartsOn\n        payouts {\n          day\n          amount\n        }\n      }\n    }\n  }\n": typeof types.LiveMiningDocument,
    "\n  fragment EstimateInputs_rate on RateUsed {\n    coin\n    usd\n    at\n    source\n  }\n": typeof types.EstimateInputs_RateFragmentDoc,
    "\n  fragment PlanCard_plan on Plan {\n    id\n    coin\n    tier\n    variant\n    termMonths\n    priceUsd\n    hashrateThs\n    maintenanceFeeUsdPerThDay\n    soldOut\n    estimate {\n      dailyNetPayout\n      dailyNetUsd\n      returnPercent\n      termDays\n      breakEvenDay\n      hashpriceMsatPerThDay\n      maintenanceFeeUsdPerThDay\n      btcRate {\n        ...EstimateInputs_rate\n      }\n      coinRate {\n        ...EstimateInputs_rate\n      }\n    }\n    estimateUnavailableReason\n    asset {\n      code\n    }\n  }\n": typeof types.PlanCard_PlanFragmentDoc,
    "\n  query PricingPlans($coin: Coin, $variant: PlanVariant) {\n    plans(coin: $coin, variant: $variant) {\n      ...PlanCard_plan\n    }\n  }\n": typeof types.PricingPlansDocument,
    "\n  query PlanOffers {\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      termMonths\n      priceUsd\n      soldOut\n    }\n  }\n": typeof types.PlanOffersDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query PriceStripInstruments {\n    instruments {\n      symbol\n      name\n      pricePrecision\n      lastQuote {\n        ask\n      }\n    }\n  }\n": typeof types.PriceStripInstrumentsDocument,
    "\n  subscription PriceStripTickers($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n    }\n  }\n": typeof types.PriceStripTickersDocument,
    "\n  query NotificationState {\n    me {\n      id\n      websitePermission\n      pushSubscription {\n        endpointOrigin\n        savedAt\n      }\n    }\n    webPushPublicKey\n  }\n": typeof types.NotificationStateDocument,
    "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n": typeof types.WebPushPublicKeyDocument,
    "\n  mutation UpdateWebPush($permission: WebsitePermission!, $subscription: PushSubscriptionInput) {\n    updateWebPush(permission: $permission, subscription: $subscription) {\n      id\n      websitePermission\n      pushSubscription {\n        endpointOrigin\n        savedAt\n      }\n    }\n  }\n": typeof types.UpdateWebPushDocument,
    "\n  query Referrals($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      referralCode\n      referralCount\n      referrals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          id\n          firstName\n          joinedAt\n          bonuses {\n            purchasedHashrateThs\n            contract {\n              id\n              coin\n              hashrateThs\n              status\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReferralsDocument,
    "\n  fragment Viewer_user on User {\n    id\n    email\n    firstName\n    lastName\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    referralCode\n    currency\n    language\n  }\n": typeof types.Viewer_UserFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...Viewer_user\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      ...Viewer_user\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.UpdateLanguageDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...Viewer_user\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...Viewer_user\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query SignupDetails {\n    me {\n      id\n      firstName\n      lastName\n      phoneNumber\n      country\n      mobileNumber\n      currency\n    }\n  }\n": typeof types.SignupDetailsDocument,
    "\n  mutation UpdateDetails($input: DetailsInput!) {\n    updateDetails(input: $input) {\n      id\n      firstName\n      lastName\n      country\n      mobileNumber\n      currency\n    }\n  }\n": typeof types.UpdateDetailsDocument,
    "\n  mutation RequestDevicePin {\n    requestDevicePin\n  }\n": typeof types.RequestDevicePinDocument,
    "\n  mutation VerifyDevice($pin: String!) {\n    verifyDevice(pin: $pin) {\n      ...Viewer_user\n    }\n  }\n": typeof types.VerifyDeviceDocument,
    "\n  mutation SkipIdentityCheck {\n    skipIdentityCheck {\n      ...Viewer_user\n    }\n  }\n": typeof types.SkipIdentityCheckDocument,
    "\n  query PageHead($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      slug\n      language\n      label\n      description\n    }\n    siteSettings {\n      productName\n    }\n  }\n": typeof types.PageHeadDocument,
    "\n  fragment RecordedPriceFields on RecordedPrice {\n    tickId\n    price\n    at\n  }\n": typeof types.RecordedPriceFieldsFragmentDoc,
    "\n  fragment TradeFields on Trade {\n    id\n    symbol\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      ...RecordedPriceFields\n    }\n    takeProfit\n    stopLoss\n    closeOutPrice\n    closing {\n      ...RecordedPriceFields\n    }\n    closedBy\n    profit\n    instrument {\n      symbol\n      name\n      pricePrecision\n    }\n  }\n": typeof types.TradeFieldsFragmentDoc,
    "\n  fragment TradingOptionFields on TradingOption {\n    id\n    symbol\n    direction\n    status\n    currency\n    stake\n    payoutPercent\n    strike {\n      ...RecordedPriceFields\n    }\n    expiresAt\n    settlement {\n      ...RecordedPriceFields\n    }\n    profit\n  }\n": typeof types.TradingOptionFieldsFragmentDoc,
    "\n  fragment TraderFields on Trader {\n    id\n    name\n    description\n    profitSharePercent\n    minAllocation\n    maxAllocation\n    copiers\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      maxDrawdown\n      assetsCopying\n      statisticsUnavailable\n    }\n  }\n": typeof types.TraderFieldsFragmentDoc,
    "\n  query TradingInstruments {\n    instruments {\n      symbol\n      name\n      market\n      pricePrecision\n      leverage {\n        min\n        max\n      }\n      lastQuote {\n        ask\n        bid\n        at\n      }\n    }\n  }\n": typeof types.TradingInstrumentsDocument,
    "\n  query TradingCandles($symbol: String!, $from: DateTime!, $to: DateTime!, $timeframe: Timeframe!) {\n    candles(symbol: $symbol, from: $from, to: $to, timeframe: $timeframe) {\n      startedAt\n      open\n      high\n      low\n      close\n    }\n  }\n": typeof types.TradingCandlesDocument,
    "\n  subscription TradingTicker($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n      bid\n      at\n    }\n  }\n": typeof types.TradingTickerDocument,
    "\n  subscription MyTrades {\n    myTrades {\n      at\n      change {\n        kind\n        id\n        event\n        status\n        reason\n        at\n      }\n      profits {\n        tradeId\n        symbol\n        price\n        tickAt\n        profit\n        currency\n      }\n    }\n  }\n": typeof types.MyTradesDocument,
    "\n  mutation OpenTrade($input: OpenTradeInput!) {\n    openTrade(input: $input) {\n      ...TradeFields\n    }\n  }\n": typeof types.OpenTradeDocument,
    "\n  mutation CloseTrade($id: ID!) {\n    closeTrade(id: $id) {\n      ...TradeFields\n    }\n  }\n": typeof types.CloseTradeDocument,
    "\n  mutation OpenOption($input: OpenOptionInput!) {\n    openOption(input: $input) {\n      ...TradingOptionFields\n    }\n  }\n": typeof types.OpenOptionDocument,
    "\n  query TradingOption($id: ID!) {\n    tradingOption(id: $id) {\n      ...TradingOptionFields\n    }\n  }\n": typeof types.TradingOptionDocument,
    "\n  query MyOpenTrades {\n    me {\n      id\n      openTrades {\n        ...TradeFields\n      }\n    }\n  }\n": typeof types.MyOpenTradesDocument,
    "\n  query MyTradeHistory($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      trades(status: CLOSED, page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...TradeFields\n        }\n      }\n    }\n  }\n": typeof types.MyTradeHistoryDocument,
    "\n  query MyOptionHistory($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      options(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...TradingOptionFields\n        }\n      }\n    }\n  }\n": typeof types.MyOptionHistoryDocument,
    "\n  query TradeDetail($id: ID!) {\n    trade(id: $id) {\n      ...TradeFields\n      openRate\n      closeRate\n    }\n  }\n": typeof types.TradeDetailDocument,
    "\n  query TradersList {\n    traders {\n      ...TraderFields\n    }\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        startedAt\n        trader {\n          id\n        }\n      }\n    }\n  }\n": typeof types.TradersListDocument,
    "\n  query MyCopiedTraders {\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        startedAt\n        trader {\n          ...TraderFields\n        }\n      }\n    }\n  }\n": typeof types.MyCopiedTradersDocument,
    "\n  query TraderDetail($id: ID!) {\n    trader(id: $id) {\n      ...TraderFields\n      equityCurve {\n        at\n        equity {\n          amount\n          assetCode\n        }\n      }\n      recentTrades(limit: 10) {\n        ...TradeFields\n      }\n    }\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        trader {\n          id\n        }\n      }\n    }\n  }\n": typeof types.TraderDetailDocument,
    "\n  mutation CopyTrader($traderId: ID!, $allocation: String!, $requestId: ID!) {\n    copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) {\n      id\n      allocation\n      startedAt\n    }\n  }\n": typeof types.CopyTraderDocument,
    "\n  mutation StopCopying($traderId: ID!) {\n    stopCopying(traderId: $traderId) {\n      id\n      stoppedAt\n    }\n  }\n": typeof types.StopCopyingDocument,
    "\n  query TradingRiskWarning {\n    riskWarning {\n      losingAccountsPercent\n      accountsCounted\n      periodMonths\n    }\n  }\n": typeof types.TradingRiskWarningDocument,
    "\n  query TradingEligibility {\n    tradingEligibility {\n      country\n      tradingAllowed\n      optionsAllowed\n      reason\n    }\n  }\n": typeof types.TradingEligibilityDocument,
    "\n  query MyRecentOptions {\n    me {\n      id\n      options(pageSize: 10) {\n        items {\n          ...TradingOptionFields\n        }\n      }\n    }\n  }\n": typeof types.MyRecentOptionsDocument,
};
const documents: Documents = {
    "\n  query Account {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phoneNumber\n      mobileNumber\n      country\n      currency\n      language\n      identityCheck\n      identityCheckSkipped\n      streetAddress\n      postCode\n      city\n      state\n      photo\n    }\n  }\n": types.AccountDocument,
    "\n  mutation UpdatePhone($mobileNumber: String!) {\n    updatePhone(mobileNumber: $mobileNumber) {\n      id\n      mobileNumber\n    }\n  }\n": types.UpdatePhoneDocument,
    "\n  mutation UpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      id\n      streetAddress\n      postCode\n      city\n      state\n      country\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation RequestEmailChange {\n    requestEmailChange\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {\n    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {\n      id\n      email\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation UpdateProfilePhoto($photo: ImageUpload!) {\n    updateProfilePhoto(photo: $photo) {\n      id\n      photo\n    }\n  }\n": types.UpdateProfilePhotoDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      productName\n      supportEmail\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  query Languages {\n    languages {\n      code\n      name\n      nativeName\n    }\n  }\n": types.LanguagesDocument,
    "\n  query PublicPage($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      slug\n      language\n      kind\n      path\n      title\n      label\n      description\n      introHtml\n      sections {\n        key\n        title\n        html\n      }\n    }\n  }\n": types.PublicPageDocument,
    "\n  query FaqGroup($group: String!, $language: String!) {\n    faq(group: $group, language: $language) {\n      key\n      position\n      question\n      answerHtml\n    }\n  }\n": types.FaqGroupDocument,
    "\n  query ArticleList($language: String!) {\n    pages(kind: ARTICLE, language: $language) {\n      slug\n      path\n      title\n    }\n  }\n": types.ArticleListDocument,
    "\n  query DataCentres {\n    siteSettings {\n      supportEmail\n      dataCentres {\n        id\n        country\n        countryCode\n        city\n      }\n    }\n  }\n": types.DataCentresDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  fragment MoneyFields on Money {\n    assetCode\n    amount\n    amountMinor\n  }\n": types.MoneyFieldsFragmentDoc,
    "\n  query MyBalances {\n    me {\n      id\n      currency\n      balances {\n        trading {\n          ...MoneyFields\n        }\n        tradingHeld {\n          ...MoneyFields\n        }\n        tradingHeldByPurpose {\n          purpose\n          amount {\n            ...MoneyFields\n          }\n        }\n        mining {\n          ...MoneyFields\n        }\n      }\n    }\n  }\n": types.MyBalancesDocument,
    "\n  subscription LiveBalances {\n    myBalances {\n      at\n      balances {\n        assetCode\n        available\n        held\n      }\n    }\n  }\n": types.LiveBalancesDocument,
    "\n  fragment DepositFields on Deposit {\n    id\n    purpose\n    price {\n      ...MoneyFields\n    }\n    priceInCrypto {\n      ...MoneyFields\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    planId\n    createdByAdmin\n    status\n    link\n    linkValid\n    failureReason\n    createdAt\n  }\n": types.DepositFieldsFragmentDoc,
    "\n  query MyDeposits($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      deposits(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...DepositFields\n        }\n      }\n    }\n  }\n": types.MyDepositsDocument,
    "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...DepositFields\n    }\n  }\n": types.CreateDepositDocument,
    "\n  query PaymentLink($timestamp: String!, $address: String!) {\n    paymentLink(timestamp: $timestamp, address: $address) {\n      cryptoCurrency\n      walletAddress\n      priceInCrypto {\n        ...MoneyFields\n      }\n      expiresAt\n      valid\n      status\n    }\n  }\n": types.PaymentLinkDocument,
    "\n  query MyLiabilityProof {\n    latestLiabilityProof {\n      id\n      publishedAt\n      root\n      leafCount\n    }\n    me {\n      id\n      liabilityProof {\n        proof {\n          id\n          root\n        }\n        leafIndex\n        salt\n        leafHash\n        balances {\n          ...MoneyFields\n        }\n        path {\n          side\n          hash\n        }\n      }\n    }\n  }\n": types.MyLiabilityProofDocument,
    "\n  query MyStatement($page: Int!, $pageSize: Int!, $assetCode: String) {\n    me {\n      id\n      statement(page: $page, pageSize: $pageSize, assetCode: $assetCode) {\n        total\n        page\n        pageSize\n        items {\n          id\n          at\n          kind\n          description\n          note {\n            code\n            params {\n              name\n              value\n            }\n          }\n          account\n          amount {\n            ...MoneyFields\n          }\n          balanceAfter {\n            ...MoneyFields\n          }\n          referenceType\n          referenceId\n        }\n      }\n    }\n  }\n": types.MyStatementDocument,
    "\n  fragment DestinationFields on WithdrawalDestination {\n    walletAddress\n    paypalEmail\n    bankName\n    accountName\n    accountNumber\n    iban\n    routingNumber\n  }\n": types.DestinationFieldsFragmentDoc,
    "\n  fragment WithdrawalFields on Withdrawal {\n    id\n    method\n    source\n    amount {\n      ...MoneyFields\n    }\n    fee {\n      ...MoneyFields\n    }\n    netAmount {\n      ...MoneyFields\n    }\n    destination {\n      ...DestinationFields\n    }\n    status\n    failureReason\n    createdAt\n    decidedAt\n  }\n": types.WithdrawalFieldsFragmentDoc,
    "\n  query MyWithdrawals($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      withdrawals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...WithdrawalFields\n        }\n      }\n    }\n  }\n": types.MyWithdrawalsDocument,
    "\n  query WithdrawalRules($currency: String) {\n    withdrawalRules(currency: $currency) {\n      source\n      assetCode\n      minimum {\n        ...MoneyFields\n      }\n      feePercent\n      minimumFee {\n        ...MoneyFields\n      }\n      methods\n      identityCheckRequired\n    }\n  }\n": types.WithdrawalRulesDocument,
    "\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...WithdrawalFields\n    }\n  }\n": types.CreateWithdrawalDocument,
    "\n  query IdentityCheck {\n    me {\n      id\n      identityCheck\n      identityCheckSkipped\n      identityCheckDeclineReason\n    }\n  }\n": types.IdentityCheckDocument,
    "\n  query Verification {\n    me {\n      id\n      identityCheck\n      identityCheckSkipped\n      identityCheckDeclineReason\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n": types.VerificationDocument,
    "\n  mutation SubmitIdentityDocuments($front: ImageUpload!, $back: ImageUpload!) {\n    submitIdentityDocuments(front: $front, back: $back) {\n      ...Viewer_user\n      identityCheckDeclineReason\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n": types.SubmitIdentityDocumentsDocument,
    "\n  query MyMessages {\n    myMessages {\n      id\n      body\n      type\n      createdAt\n    }\n  }\n": types.MyMessagesDocument,
    "\n  mutation DismissMessage($id: ID!) {\n    dismissMessage(id: $id)\n  }\n": types.DismissMessageDocument,
    "\n  subscription LiveMessages {\n    myMessages {\n      id\n      body\n      type\n      createdAt\n    }\n  }\n": types.LiveMessagesDocument,
    "\n  fragment CalculatorPeriod on PeriodEstimate {\n    days\n    payout\n    usd\n  }\n": types.CalculatorPeriodFragmentDoc,
    "\n  query MiningCalculator($input: MiningCalculatorInput!) {\n    miningCalculator(input: $input) {\n      plan {\n        id\n        coin\n        tier\n        variant\n        termMonths\n        priceUsd\n        soldOut\n        asset {\n          code\n        }\n      }\n      amountUsd\n      powerGhs\n      usdPerGhs\n      estimate {\n        daily {\n          ...CalculatorPeriod\n        }\n        weekly {\n          ...CalculatorPeriod\n        }\n        monthly {\n          ...CalculatorPeriod\n        }\n        yearly {\n          ...CalculatorPeriod\n        }\n        term {\n          ...CalculatorPeriod\n        }\n        netResultUsd\n        hashpriceMsatPerThDay\n        maintenanceFeeUsdPerThDay\n        btcRate {\n          ...EstimateInputs_rate\n        }\n        coinRate {\n          ...EstimateInputs_rate\n        }\n      }\n      estimateUnavailableReason\n    }\n  }\n": types.MiningCalculatorDocument,
    "\n  query ContractDetail($id: ID!, $page: Int!, $pageSize: Int!) {\n    contract(id: $id) {\n      id\n      plan {\n        id\n        coin\n        termMonths\n      }\n      coin\n      planLabel\n      term {\n        unit\n        count\n      }\n      source\n      status\n      startsLater\n      hashrateThs\n      powerGhs\n      termDays\n      startsOn\n      expiresOn\n      stoppedReason\n      terminationReason\n      endedOn\n      pricePaidUsd\n      minedTotal\n      boosterEnabled\n      boosterEstimate {\n        days\n        startHashrateThs\n        projectedHashrateThs\n        hashrateGrowthPercent\n        reinvestedTotal\n        withoutBoosterTotal\n      }\n      pledgeLimit {\n        maxUsd\n        unusedValueUsd\n        loanToValuePercent\n        remainingDays\n        unavailableReason\n      }\n      pledges {\n        id\n        amountUsd\n        status\n        statusReason\n      }\n      loan {\n        id\n        status\n        principal {\n          ...MoneyFields\n        }\n        outstanding {\n          ...MoneyFields\n        }\n        repaid {\n          ...MoneyFields\n        }\n        shortfall {\n          ...MoneyFields\n        }\n        refusalReason\n        repayments {\n          journalId\n          source\n          amount {\n            ...MoneyFields\n          }\n          coinAmount {\n            ...MoneyFields\n          }\n          rateUsd\n          day\n          at\n        }\n      }\n      accruals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          day\n          grossBtc\n          feeUsd\n          net\n          btcRateUsd\n          coinRateUsd\n          profitable\n          journalId\n          payoutDestination\n          reinvestedHashrateThs\n          reinvestmentStatus\n        }\n      }\n    }\n  }\n": types.ContractDetailDocument,
    "\n  mutation SetContractBooster($id: ID!, $enabled: Boolean!) {\n    setContractBooster(id: $id, enabled: $enabled) {\n      id\n      boosterEnabled\n    }\n  }\n": types.SetContractBoosterDocument,
    "\n  mutation PledgeContract($id: ID!, $amountUsd: String!, $requestId: ID!) {\n    pledgeContract(id: $id, amountUsd: $amountUsd, requestId: $requestId) {\n      id\n      status\n    }\n  }\n": types.PledgeContractDocument,
    "\n  mutation RepayLoan($id: ID!, $amount: String!, $requestId: ID!) {\n    repayLoan(id: $id, amount: $amount, requestId: $requestId) {\n      id\n      status\n    }\n  }\n": types.RepayLoanDocument,
    "\n  query MyContracts($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      contracts(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          id\n          plan {\n            id\n            coin\n            termMonths\n          }\n          coin\n          planLabel\n          term {\n            unit\n            count\n          }\n          status\n          startsLater\n          powerGhs\n          startsOn\n          expiresOn\n          stoppedReason\n          minedTotal\n          createdAt\n        }\n      }\n    }\n  }\n": types.MyContractsDocument,
    "\n  subscription LiveMining {\n    myMining {\n      at\n      coins {\n        coin\n        settled\n        lastPayoutOn\n        activeContracts\n        miningContracts\n        powerGhs\n        dailyEstimate\n        perSecond\n        estimateUnavailableReason\n        accruingSince\n        nextStartsOn\n        payouts {\n          day\n          amount\n        }\n      }\n    }\n  }\n": types.LiveMiningDocument,
    "\n  fragment EstimateInputs_rate on RateUsed {\n    coin\n    usd\n    at\n    source\n  }\n": types.EstimateInputs_RateFragmentDoc,
    "\n  fragment PlanCard_plan on Plan {\n    id\n    coin\n    tier\n    variant\n    termMonths\n    priceUsd\n    hashrateThs\n    maintenanceFeeUsdPerThDay\n    soldOut\n    estimate {\n      dailyNetPayout\n      dailyNetUsd\n      returnPercent\n      termDays\n      breakEvenDay\n      hashpriceMsatPerThDay\n      maintenanceFeeUsdPerThDay\n      btcRate {\n        ...EstimateInputs_rate\n      }\n      coinRate {\n        ...EstimateInputs_rate\n      }\n    }\n    estimateUnavailableReason\n    asset {\n      code\n    }\n  }\n": types.PlanCard_PlanFragmentDoc,
    "\n  query PricingPlans($coin: Coin, $variant: PlanVariant) {\n    plans(coin: $coin, variant: $variant) {\n      ...PlanCard_plan\n    }\n  }\n": types.PricingPlansDocument,
    "\n  query PlanOffers {\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      termMonths\n      priceUsd\n      soldOut\n    }\n  }\n": types.PlanOffersDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  query PriceStripInstruments {\n    instruments {\n      symbol\n      name\n      pricePrecision\n      lastQuote {\n        ask\n      }\n    }\n  }\n": types.PriceStripInstrumentsDocument,
    "\n  subscription PriceStripTickers($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n    }\n  }\n": types.PriceStripTickersDocument,
    "\n  query NotificationState {\n    me {\n      id\n      websitePermission\n      pushSubscription {\n        endpointOrigin\n        savedAt\n      }\n    }\n    webPushPublicKey\n  }\n": types.NotificationStateDocument,
    "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n": types.WebPushPublicKeyDocument,
    "\n  mutation UpdateWebPush($permission: WebsitePermission!, $subscription: PushSubscriptionInput) {\n    updateWebPush(permission: $permission, subscription: $subscription) {\n      id\n      websitePermission\n      pushSubscription {\n        endpointOrigin\n        savedAt\n      }\n    }\n  }\n": types.UpdateWebPushDocument,
    "\n  query Referrals($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      referralCode\n      referralCount\n      referrals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          id\n          firstName\n          joinedAt\n          bonuses {\n            purchasedHashrateThs\n            contract {\n              id\n              coin\n              hashrateThs\n              status\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReferralsDocument,
    "\n  fragment Viewer_user on User {\n    id\n    email\n    firstName\n    lastName\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    referralCode\n    currency\n    language\n  }\n": types.Viewer_UserFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...Viewer_user\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      ...Viewer_user\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.UpdateLanguageDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...Viewer_user\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...Viewer_user\n    }\n  }\n": types.SignUpDocument,
    "\n  query SignupDetails {\n    me {\n      id\n      firstName\n      lastName\n      phoneNumber\n      country\n      mobileNumber\n      currency\n    }\n  }\n": types.SignupDetailsDocument,
    "\n  mutation UpdateDetails($input: DetailsInput!) {\n    updateDetails(input: $input) {\n      id\n      firstName\n      lastName\n      country\n      mobileNumber\n      currency\n    }\n  }\n": types.UpdateDetailsDocument,
    "\n  mutation RequestDevicePin {\n    requestDevicePin\n  }\n": types.RequestDevicePinDocument,
    "\n  mutation VerifyDevice($pin: String!) {\n    verifyDevice(pin: $pin) {\n      ...Viewer_user\n    }\n  }\n": types.VerifyDeviceDocument,
    "\n  mutation SkipIdentityCheck {\n    skipIdentityCheck {\n      ...Viewer_user\n    }\n  }\n": types.SkipIdentityCheckDocument,
    "\n  query PageHead($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      slug\n      language\n      label\n      description\n    }\n    siteSettings {\n      productName\n    }\n  }\n": types.PageHeadDocument,
    "\n  fragment RecordedPriceFields on RecordedPrice {\n    tickId\n    price\n    at\n  }\n": types.RecordedPriceFieldsFragmentDoc,
    "\n  fragment TradeFields on Trade {\n    id\n    symbol\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      ...RecordedPriceFields\n    }\n    takeProfit\n    stopLoss\n    closeOutPrice\n    closing {\n      ...RecordedPriceFields\n    }\n    closedBy\n    profit\n    instrument {\n      symbol\n      name\n      pricePrecision\n    }\n  }\n": types.TradeFieldsFragmentDoc,
    "\n  fragment TradingOptionFields on TradingOption {\n    id\n    symbol\n    direction\n    status\n    currency\n    stake\n    payoutPercent\n    strike {\n      ...RecordedPriceFields\n    }\n    expiresAt\n    settlement {\n      ...RecordedPriceFields\n    }\n    profit\n  }\n": types.TradingOptionFieldsFragmentDoc,
    "\n  fragment TraderFields on Trader {\n    id\n    name\n    description\n    profitSharePercent\n    minAllocation\n    maxAllocation\n    copiers\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      maxDrawdown\n      assetsCopying\n      statisticsUnavailable\n    }\n  }\n": types.TraderFieldsFragmentDoc,
    "\n  query TradingInstruments {\n    instruments {\n      symbol\n      name\n      market\n      pricePrecision\n      leverage {\n        min\n        max\n      }\n      lastQuote {\n        ask\n        bid\n        at\n      }\n    }\n  }\n": types.TradingInstrumentsDocument,
    "\n  query TradingCandles($symbol: String!, $from: DateTime!, $to: DateTime!, $timeframe: Timeframe!) {\n    candles(symbol: $symbol, from: $from, to: $to, timeframe: $timeframe) {\n      startedAt\n      open\n      high\n      low\n      close\n    }\n  }\n": types.TradingCandlesDocument,
    "\n  subscription TradingTicker($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n      bid\n      at\n    }\n  }\n": types.TradingTickerDocument,
    "\n  subscription MyTrades {\n    myTrades {\n      at\n      change {\n        kind\n        id\n        event\n        status\n        reason\n        at\n      }\n      profits {\n        tradeId\n        symbol\n        price\n        tickAt\n        profit\n        currency\n      }\n    }\n  }\n": types.MyTradesDocument,
    "\n  mutation OpenTrade($input: OpenTradeInput!) {\n    openTrade(input: $input) {\n      ...TradeFields\n    }\n  }\n": types.OpenTradeDocument,
    "\n  mutation CloseTrade($id: ID!) {\n    closeTrade(id: $id) {\n      ...TradeFields\n    }\n  }\n": types.CloseTradeDocument,
    "\n  mutation OpenOption($input: OpenOptionInput!) {\n    openOption(input: $input) {\n      ...TradingOptionFields\n    }\n  }\n": types.OpenOptionDocument,
    "\n  query TradingOption($id: ID!) {\n    tradingOption(id: $id) {\n      ...TradingOptionFields\n    }\n  }\n": types.TradingOptionDocument,
    "\n  query MyOpenTrades {\n    me {\n      id\n      openTrades {\n        ...TradeFields\n      }\n    }\n  }\n": types.MyOpenTradesDocument,
    "\n  query MyTradeHistory($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      trades(status: CLOSED, page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...TradeFields\n        }\n      }\n    }\n  }\n": types.MyTradeHistoryDocument,
    "\n  query MyOptionHistory($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      options(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...TradingOptionFields\n        }\n      }\n    }\n  }\n": types.MyOptionHistoryDocument,
    "\n  query TradeDetail($id: ID!) {\n    trade(id: $id) {\n      ...TradeFields\n      openRate\n      closeRate\n    }\n  }\n": types.TradeDetailDocument,
    "\n  query TradersList {\n    traders {\n      ...TraderFields\n    }\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        startedAt\n        trader {\n          id\n        }\n      }\n    }\n  }\n": types.TradersListDocument,
    "\n  query MyCopiedTraders {\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        startedAt\n        trader {\n          ...TraderFields\n        }\n      }\n    }\n  }\n": types.MyCopiedTradersDocument,
    "\n  query TraderDetail($id: ID!) {\n    trader(id: $id) {\n      ...TraderFields\n      equityCurve {\n        at\n        equity {\n          amount\n          assetCode\n        }\n      }\n      recentTrades(limit: 10) {\n        ...TradeFields\n      }\n    }\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        trader {\n          id\n        }\n      }\n    }\n  }\n": types.TraderDetailDocument,
    "\n  mutation CopyTrader($traderId: ID!, $allocation: String!, $requestId: ID!) {\n    copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) {\n      id\n      allocation\n      startedAt\n    }\n  }\n": types.CopyTraderDocument,
    "\n  mutation StopCopying($traderId: ID!) {\n    stopCopying(traderId: $traderId) {\n      id\n      stoppedAt\n    }\n  }\n": types.StopCopyingDocument,
    "\n  query TradingRiskWarning {\n    riskWarning {\n      losingAccountsPercent\n      accountsCounted\n      periodMonths\n    }\n  }\n": types.TradingRiskWarningDocument,
    "\n  query TradingEligibility {\n    tradingEligibility {\n      country\n      tradingAllowed\n      optionsAllowed\n      reason\n    }\n  }\n": types.TradingEligibilityDocument,
    "\n  query MyRecentOptions {\n    me {\n      id\n      options(pageSize: 10) {\n        items {\n          ...TradingOptionFields\n        }\n      }\n    }\n  }\n": types.MyRecentOptionsDocument,
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
export function graphql(source: "\n  query Account {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phoneNumber\n      mobileNumber\n      country\n      currency\n      language\n      identityCheck\n      identityCheckSkipped\n      streetAddress\n      postCode\n      city\n      state\n      photo\n    }\n  }\n"): (typeof documents)["\n  query Account {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phoneNumber\n      mobileNumber\n      country\n      currency\n      language\n      identityCheck\n      identityCheckSkipped\n      streetAddress\n      postCode\n      city\n      state\n      photo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePhone($mobileNumber: String!) {\n    updatePhone(mobileNumber: $mobileNumber) {\n      id\n      mobileNumber\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePhone($mobileNumber: String!) {\n    updatePhone(mobileNumber: $mobileNumber) {\n      id\n      mobileNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      id\n      streetAddress\n      postCode\n      city\n      state\n      country\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      id\n      streetAddress\n      postCode\n      city\n      state\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange {\n    requestEmailChange\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange {\n    requestEmailChange\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {\n    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {\n    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfilePhoto($photo: ImageUpload!) {\n    updateProfilePhoto(photo: $photo) {\n      id\n      photo\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfilePhoto($photo: ImageUpload!) {\n    updateProfilePhoto(photo: $photo) {\n      id\n      photo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      productName\n      supportEmail\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      productName\n      supportEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Languages {\n    languages {\n      code\n      name\n      nativeName\n    }\n  }\n"): (typeof documents)["\n  query Languages {\n    languages {\n      code\n      name\n      nativeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPage($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      slug\n      language\n      kind\n      path\n      title\n      label\n      description\n      introHtml\n      sections {\n        key\n        title\n        html\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicPage($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      slug\n      language\n      kind\n      path\n      title\n      label\n      description\n      introHtml\n      sections {\n        key\n        title\n        html\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqGroup($group: String!, $language: String!) {\n    faq(group: $group, language: $language) {\n      key\n      position\n      question\n      answerHtml\n    }\n  }\n"): (typeof documents)["\n  query FaqGroup($group: String!, $language: String!) {\n    faq(group: $group, language: $language) {\n      key\n      position\n      question\n      answerHtml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleList($language: String!) {\n    pages(kind: ARTICLE, language: $language) {\n      slug\n      path\n      title\n    }\n  }\n"): (typeof documents)["\n  query ArticleList($language: String!) {\n    pages(kind: ARTICLE, language: $language) {\n      slug\n      path\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataCentres {\n    siteSettings {\n      supportEmail\n      dataCentres {\n        id\n        country\n        countryCode\n        city\n      }\n    }\n  }\n"): (typeof documents)["\n  query DataCentres {\n    siteSettings {\n      supportEmail\n      dataCentres {\n        id\n        country\n        countryCode\n        city\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyFields on Money {\n    assetCode\n    amount\n    amountMinor\n  }\n"): (typeof documents)["\n  fragment MoneyFields on Money {\n    assetCode\n    amount\n    amountMinor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBalances {\n    me {\n      id\n      currency\n      balances {\n        trading {\n          ...MoneyFields\n        }\n        tradingHeld {\n          ...MoneyFields\n        }\n        tradingHeldByPurpose {\n          purpose\n          amount {\n            ...MoneyFields\n          }\n        }\n        mining {\n          ...MoneyFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBalances {\n    me {\n      id\n      currency\n      balances {\n        trading {\n          ...MoneyFields\n        }\n        tradingHeld {\n          ...MoneyFields\n        }\n        tradingHeldByPurpose {\n          purpose\n          amount {\n            ...MoneyFields\n          }\n        }\n        mining {\n          ...MoneyFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveBalances {\n    myBalances {\n      at\n      balances {\n        assetCode\n        available\n        held\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveBalances {\n    myBalances {\n      at\n      balances {\n        assetCode\n        available\n        held\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepositFields on Deposit {\n    id\n    purpose\n    price {\n      ...MoneyFields\n    }\n    priceInCrypto {\n      ...MoneyFields\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    planId\n    createdByAdmin\n    status\n    link\n    linkValid\n    failureReason\n    createdAt\n  }\n"): (typeof documents)["\n  fragment DepositFields on Deposit {\n    id\n    purpose\n    price {\n      ...MoneyFields\n    }\n    priceInCrypto {\n      ...MoneyFields\n    }\n    cryptoCurrency\n    walletAddress\n    comment\n    planId\n    createdByAdmin\n    status\n    link\n    linkValid\n    failureReason\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDeposits($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      deposits(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...DepositFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyDeposits($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      deposits(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...DepositFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...DepositFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      ...DepositFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentLink($timestamp: String!, $address: String!) {\n    paymentLink(timestamp: $timestamp, address: $address) {\n      cryptoCurrency\n      walletAddress\n      priceInCrypto {\n        ...MoneyFields\n      }\n      expiresAt\n      valid\n      status\n    }\n  }\n"): (typeof documents)["\n  query PaymentLink($timestamp: String!, $address: String!) {\n    paymentLink(timestamp: $timestamp, address: $address) {\n      cryptoCurrency\n      walletAddress\n      priceInCrypto {\n        ...MoneyFields\n      }\n      expiresAt\n      valid\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLiabilityProof {\n    latestLiabilityProof {\n      id\n      publishedAt\n      root\n      leafCount\n    }\n    me {\n      id\n      liabilityProof {\n        proof {\n          id\n          root\n        }\n        leafIndex\n        salt\n        leafHash\n        balances {\n          ...MoneyFields\n        }\n        path {\n          side\n          hash\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLiabilityProof {\n    latestLiabilityProof {\n      id\n      publishedAt\n      root\n      leafCount\n    }\n    me {\n      id\n      liabilityProof {\n        proof {\n          id\n          root\n        }\n        leafIndex\n        salt\n        leafHash\n        balances {\n          ...MoneyFields\n        }\n        path {\n          side\n          hash\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStatement($page: Int!, $pageSize: Int!, $assetCode: String) {\n    me {\n      id\n      statement(page: $page, pageSize: $pageSize, assetCode: $assetCode) {\n        total\n        page\n        pageSize\n        items {\n          id\n          at\n          kind\n          description\n          note {\n            code\n            params {\n              name\n              value\n            }\n          }\n          account\n          amount {\n            ...MoneyFields\n          }\n          balanceAfter {\n            ...MoneyFields\n          }\n          referenceType\n          referenceId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyStatement($page: Int!, $pageSize: Int!, $assetCode: String) {\n    me {\n      id\n      statement(page: $page, pageSize: $pageSize, assetCode: $assetCode) {\n        total\n        page\n        pageSize\n        items {\n          id\n          at\n          kind\n          description\n          note {\n            code\n            params {\n              name\n              value\n            }\n          }\n          account\n          amount {\n            ...MoneyFields\n          }\n          balanceAfter {\n            ...MoneyFields\n          }\n          referenceType\n          referenceId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DestinationFields on WithdrawalDestination {\n    walletAddress\n    paypalEmail\n    bankName\n    accountName\n    accountNumber\n    iban\n    routingNumber\n  }\n"): (typeof documents)["\n  fragment DestinationFields on WithdrawalDestination {\n    walletAddress\n    paypalEmail\n    bankName\n    accountName\n    accountNumber\n    iban\n    routingNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalFields on Withdrawal {\n    id\n    method\n    source\n    amount {\n      ...MoneyFields\n    }\n    fee {\n      ...MoneyFields\n    }\n    netAmount {\n      ...MoneyFields\n    }\n    destination {\n      ...DestinationFields\n    }\n    status\n    failureReason\n    createdAt\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment WithdrawalFields on Withdrawal {\n    id\n    method\n    source\n    amount {\n      ...MoneyFields\n    }\n    fee {\n      ...MoneyFields\n    }\n    netAmount {\n      ...MoneyFields\n    }\n    destination {\n      ...DestinationFields\n    }\n    status\n    failureReason\n    createdAt\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWithdrawals($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      withdrawals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...WithdrawalFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyWithdrawals($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      withdrawals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...WithdrawalFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalRules($currency: String) {\n    withdrawalRules(currency: $currency) {\n      source\n      assetCode\n      minimum {\n        ...MoneyFields\n      }\n      feePercent\n      minimumFee {\n        ...MoneyFields\n      }\n      methods\n      identityCheckRequired\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalRules($currency: String) {\n    withdrawalRules(currency: $currency) {\n      source\n      assetCode\n      minimum {\n        ...MoneyFields\n      }\n      feePercent\n      minimumFee {\n        ...MoneyFields\n      }\n      methods\n      identityCheckRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...WithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {\n    createWithdrawal(input: $input) {\n      ...WithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentityCheck {\n    me {\n      id\n      identityCheck\n      identityCheckSkipped\n      identityCheckDeclineReason\n    }\n  }\n"): (typeof documents)["\n  query IdentityCheck {\n    me {\n      id\n      identityCheck\n      identityCheckSkipped\n      identityCheckDeclineReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Verification {\n    me {\n      id\n      identityCheck\n      identityCheckSkipped\n      identityCheckDeclineReason\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Verification {\n    me {\n      id\n      identityCheck\n      identityCheckSkipped\n      identityCheckDeclineReason\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitIdentityDocuments($front: ImageUpload!, $back: ImageUpload!) {\n    submitIdentityDocuments(front: $front, back: $back) {\n      ...Viewer_user\n      identityCheckDeclineReason\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitIdentityDocuments($front: ImageUpload!, $back: ImageUpload!) {\n    submitIdentityDocuments(front: $front, back: $back) {\n      ...Viewer_user\n      identityCheckDeclineReason\n      identityDocuments {\n        front\n        back\n        uploadedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMessages {\n    myMessages {\n      id\n      body\n      type\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyMessages {\n    myMessages {\n      id\n      body\n      type\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissMessage($id: ID!) {\n    dismissMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DismissMessage($id: ID!) {\n    dismissMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMessages {\n    myMessages {\n      id\n      body\n      type\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMessages {\n    myMessages {\n      id\n      body\n      type\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalculatorPeriod on PeriodEstimate {\n    days\n    payout\n    usd\n  }\n"): (typeof documents)["\n  fragment CalculatorPeriod on PeriodEstimate {\n    days\n    payout\n    usd\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MiningCalculator($input: MiningCalculatorInput!) {\n    miningCalculator(input: $input) {\n      plan {\n        id\n        coin\n        tier\n        variant\n        termMonths\n        priceUsd\n        soldOut\n        asset {\n          code\n        }\n      }\n      amountUsd\n      powerGhs\n      usdPerGhs\n      estimate {\n        daily {\n          ...CalculatorPeriod\n        }\n        weekly {\n          ...CalculatorPeriod\n        }\n        monthly {\n          ...CalculatorPeriod\n        }\n        yearly {\n          ...CalculatorPeriod\n        }\n        term {\n          ...CalculatorPeriod\n        }\n        netResultUsd\n        hashpriceMsatPerThDay\n        maintenanceFeeUsdPerThDay\n        btcRate {\n          ...EstimateInputs_rate\n        }\n        coinRate {\n          ...EstimateInputs_rate\n        }\n      }\n      estimateUnavailableReason\n    }\n  }\n"): (typeof documents)["\n  query MiningCalculator($input: MiningCalculatorInput!) {\n    miningCalculator(input: $input) {\n      plan {\n        id\n        coin\n        tier\n        variant\n        termMonths\n        priceUsd\n        soldOut\n        asset {\n          code\n        }\n      }\n      amountUsd\n      powerGhs\n      usdPerGhs\n      estimate {\n        daily {\n          ...CalculatorPeriod\n        }\n        weekly {\n          ...CalculatorPeriod\n        }\n        monthly {\n          ...CalculatorPeriod\n        }\n        yearly {\n          ...CalculatorPeriod\n        }\n        term {\n          ...CalculatorPeriod\n        }\n        netResultUsd\n        hashpriceMsatPerThDay\n        maintenanceFeeUsdPerThDay\n        btcRate {\n          ...EstimateInputs_rate\n        }\n        coinRate {\n          ...EstimateInputs_rate\n        }\n      }\n      estimateUnavailableReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractDetail($id: ID!, $page: Int!, $pageSize: Int!) {\n    contract(id: $id) {\n      id\n      plan {\n        id\n        coin\n        termMonths\n      }\n      coin\n      planLabel\n      term {\n        unit\n        count\n      }\n      source\n      status\n      startsLater\n      hashrateThs\n      powerGhs\n      termDays\n      startsOn\n      expiresOn\n      stoppedReason\n      terminationReason\n      endedOn\n      pricePaidUsd\n      minedTotal\n      boosterEnabled\n      boosterEstimate {\n        days\n        startHashrateThs\n        projectedHashrateThs\n        hashrateGrowthPercent\n        reinvestedTotal\n        withoutBoosterTotal\n      }\n      pledgeLimit {\n        maxUsd\n        unusedValueUsd\n        loanToValuePercent\n        remainingDays\n        unavailableReason\n      }\n      pledges {\n        id\n        amountUsd\n        status\n        statusReason\n      }\n      loan {\n        id\n        status\n        principal {\n          ...MoneyFields\n        }\n        outstanding {\n          ...MoneyFields\n        }\n        repaid {\n          ...MoneyFields\n        }\n        shortfall {\n          ...MoneyFields\n        }\n        refusalReason\n        repayments {\n          journalId\n          source\n          amount {\n            ...MoneyFields\n          }\n          coinAmount {\n            ...MoneyFields\n          }\n          rateUsd\n          day\n          at\n        }\n      }\n      accruals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          day\n          grossBtc\n          feeUsd\n          net\n          btcRateUsd\n          coinRateUsd\n          profitable\n          journalId\n          payoutDestination\n          reinvestedHashrateThs\n          reinvestmentStatus\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContractDetail($id: ID!, $page: Int!, $pageSize: Int!) {\n    contract(id: $id) {\n      id\n      plan {\n        id\n        coin\n        termMonths\n      }\n      coin\n      planLabel\n      term {\n        unit\n        count\n      }\n      source\n      status\n      startsLater\n      hashrateThs\n      powerGhs\n      termDays\n      startsOn\n      expiresOn\n      stoppedReason\n      terminationReason\n      endedOn\n      pricePaidUsd\n      minedTotal\n      boosterEnabled\n      boosterEstimate {\n        days\n        startHashrateThs\n        projectedHashrateThs\n        hashrateGrowthPercent\n        reinvestedTotal\n        withoutBoosterTotal\n      }\n      pledgeLimit {\n        maxUsd\n        unusedValueUsd\n        loanToValuePercent\n        remainingDays\n        unavailableReason\n      }\n      pledges {\n        id\n        amountUsd\n        status\n        statusReason\n      }\n      loan {\n        id\n        status\n        principal {\n          ...MoneyFields\n        }\n        outstanding {\n          ...MoneyFields\n        }\n        repaid {\n          ...MoneyFields\n        }\n        shortfall {\n          ...MoneyFields\n        }\n        refusalReason\n        repayments {\n          journalId\n          source\n          amount {\n            ...MoneyFields\n          }\n          coinAmount {\n            ...MoneyFields\n          }\n          rateUsd\n          day\n          at\n        }\n      }\n      accruals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          day\n          grossBtc\n          feeUsd\n          net\n          btcRateUsd\n          coinRateUsd\n          profitable\n          journalId\n          payoutDestination\n          reinvestedHashrateThs\n          reinvestmentStatus\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContractBooster($id: ID!, $enabled: Boolean!) {\n    setContractBooster(id: $id, enabled: $enabled) {\n      id\n      boosterEnabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetContractBooster($id: ID!, $enabled: Boolean!) {\n    setContractBooster(id: $id, enabled: $enabled) {\n      id\n      boosterEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PledgeContract($id: ID!, $amountUsd: String!, $requestId: ID!) {\n    pledgeContract(id: $id, amountUsd: $amountUsd, requestId: $requestId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PledgeContract($id: ID!, $amountUsd: String!, $requestId: ID!) {\n    pledgeContract(id: $id, amountUsd: $amountUsd, requestId: $requestId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepayLoan($id: ID!, $amount: String!, $requestId: ID!) {\n    repayLoan(id: $id, amount: $amount, requestId: $requestId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RepayLoan($id: ID!, $amount: String!, $requestId: ID!) {\n    repayLoan(id: $id, amount: $amount, requestId: $requestId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyContracts($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      contracts(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          id\n          plan {\n            id\n            coin\n            termMonths\n          }\n          coin\n          planLabel\n          term {\n            unit\n            count\n          }\n          status\n          startsLater\n          powerGhs\n          startsOn\n          expiresOn\n          stoppedReason\n          minedTotal\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyContracts($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      contracts(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          id\n          plan {\n            id\n            coin\n            termMonths\n          }\n          coin\n          planLabel\n          term {\n            unit\n            count\n          }\n          status\n          startsLater\n          powerGhs\n          startsOn\n          expiresOn\n          stoppedReason\n          minedTotal\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMining {\n    myMining {\n      at\n      coins {\n        coin\n        settled\n        lastPayoutOn\n        activeContracts\n        miningContracts\n        powerGhs\n        dailyEstimate\n        perSecond\n        estimateUnavailableReason\n        accruingSince\n        nextStartsOn\n        payouts {\n          day\n          amount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMining {\n    myMining {\n      at\n      coins {\n        coin\n        settled\n        lastPayoutOn\n        activeContracts\n        miningContracts\n        powerGhs\n        dailyEstimate\n        perSecond\n        estimateUnavailableReason\n        accruingSince\n        nextStartsOn\n        payouts {\n          day\n          amount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EstimateInputs_rate on RateUsed {\n    coin\n    usd\n    at\n    source\n  }\n"): (typeof documents)["\n  fragment EstimateInputs_rate on RateUsed {\n    coin\n    usd\n    at\n    source\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanCard_plan on Plan {\n    id\n    coin\n    tier\n    variant\n    termMonths\n    priceUsd\n    hashrateThs\n    maintenanceFeeUsdPerThDay\n    soldOut\n    estimate {\n      dailyNetPayout\n      dailyNetUsd\n      returnPercent\n      termDays\n      breakEvenDay\n      hashpriceMsatPerThDay\n      maintenanceFeeUsdPerThDay\n      btcRate {\n        ...EstimateInputs_rate\n      }\n      coinRate {\n        ...EstimateInputs_rate\n      }\n    }\n    estimateUnavailableReason\n    asset {\n      code\n    }\n  }\n"): (typeof documents)["\n  fragment PlanCard_plan on Plan {\n    id\n    coin\n    tier\n    variant\n    termMonths\n    priceUsd\n    hashrateThs\n    maintenanceFeeUsdPerThDay\n    soldOut\n    estimate {\n      dailyNetPayout\n      dailyNetUsd\n      returnPercent\n      termDays\n      breakEvenDay\n      hashpriceMsatPerThDay\n      maintenanceFeeUsdPerThDay\n      btcRate {\n        ...EstimateInputs_rate\n      }\n      coinRate {\n        ...EstimateInputs_rate\n      }\n    }\n    estimateUnavailableReason\n    asset {\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingPlans($coin: Coin, $variant: PlanVariant) {\n    plans(coin: $coin, variant: $variant) {\n      ...PlanCard_plan\n    }\n  }\n"): (typeof documents)["\n  query PricingPlans($coin: Coin, $variant: PlanVariant) {\n    plans(coin: $coin, variant: $variant) {\n      ...PlanCard_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanOffers {\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      termMonths\n      priceUsd\n      soldOut\n    }\n  }\n"): (typeof documents)["\n  query PlanOffers {\n    plans(variant: null) {\n      id\n      coin\n      tier\n      variant\n      termMonths\n      priceUsd\n      soldOut\n    }\n  }\n"];
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
export function graphql(source: "\n  query PriceStripInstruments {\n    instruments {\n      symbol\n      name\n      pricePrecision\n      lastQuote {\n        ask\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceStripInstruments {\n    instruments {\n      symbol\n      name\n      pricePrecision\n      lastQuote {\n        ask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PriceStripTickers($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n    }\n  }\n"): (typeof documents)["\n  subscription PriceStripTickers($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationState {\n    me {\n      id\n      websitePermission\n      pushSubscription {\n        endpointOrigin\n        savedAt\n      }\n    }\n    webPushPublicKey\n  }\n"): (typeof documents)["\n  query NotificationState {\n    me {\n      id\n      websitePermission\n      pushSubscription {\n        endpointOrigin\n        savedAt\n      }\n    }\n    webPushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n"): (typeof documents)["\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebPush($permission: WebsitePermission!, $subscription: PushSubscriptionInput) {\n    updateWebPush(permission: $permission, subscription: $subscription) {\n      id\n      websitePermission\n      pushSubscription {\n        endpointOrigin\n        savedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebPush($permission: WebsitePermission!, $subscription: PushSubscriptionInput) {\n    updateWebPush(permission: $permission, subscription: $subscription) {\n      id\n      websitePermission\n      pushSubscription {\n        endpointOrigin\n        savedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Referrals($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      referralCode\n      referralCount\n      referrals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          id\n          firstName\n          joinedAt\n          bonuses {\n            purchasedHashrateThs\n            contract {\n              id\n              coin\n              hashrateThs\n              status\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Referrals($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      referralCode\n      referralCount\n      referrals(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          id\n          firstName\n          joinedAt\n          bonuses {\n            purchasedHashrateThs\n            contract {\n              id\n              coin\n              hashrateThs\n              status\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Viewer_user on User {\n    id\n    email\n    firstName\n    lastName\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    referralCode\n    currency\n    language\n  }\n"): (typeof documents)["\n  fragment Viewer_user on User {\n    id\n    email\n    firstName\n    lastName\n    detailsCompleted\n    deviceVerified\n    identityCheck\n    identityCheckSkipped\n    referralCode\n    currency\n    language\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      ...Viewer_user\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      ...Viewer_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      ...Viewer_user\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      ...Viewer_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...Viewer_user\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...Viewer_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...Viewer_user\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...Viewer_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignupDetails {\n    me {\n      id\n      firstName\n      lastName\n      phoneNumber\n      country\n      mobileNumber\n      currency\n    }\n  }\n"): (typeof documents)["\n  query SignupDetails {\n    me {\n      id\n      firstName\n      lastName\n      phoneNumber\n      country\n      mobileNumber\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDetails($input: DetailsInput!) {\n    updateDetails(input: $input) {\n      id\n      firstName\n      lastName\n      country\n      mobileNumber\n      currency\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDetails($input: DetailsInput!) {\n    updateDetails(input: $input) {\n      id\n      firstName\n      lastName\n      country\n      mobileNumber\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDevicePin {\n    requestDevicePin\n  }\n"): (typeof documents)["\n  mutation RequestDevicePin {\n    requestDevicePin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyDevice($pin: String!) {\n    verifyDevice(pin: $pin) {\n      ...Viewer_user\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyDevice($pin: String!) {\n    verifyDevice(pin: $pin) {\n      ...Viewer_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipIdentityCheck {\n    skipIdentityCheck {\n      ...Viewer_user\n    }\n  }\n"): (typeof documents)["\n  mutation SkipIdentityCheck {\n    skipIdentityCheck {\n      ...Viewer_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageHead($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      slug\n      language\n      label\n      description\n    }\n    siteSettings {\n      productName\n    }\n  }\n"): (typeof documents)["\n  query PageHead($slug: String!, $language: String!) {\n    page(slug: $slug, language: $language) {\n      slug\n      language\n      label\n      description\n    }\n    siteSettings {\n      productName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordedPriceFields on RecordedPrice {\n    tickId\n    price\n    at\n  }\n"): (typeof documents)["\n  fragment RecordedPriceFields on RecordedPrice {\n    tickId\n    price\n    at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TradeFields on Trade {\n    id\n    symbol\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      ...RecordedPriceFields\n    }\n    takeProfit\n    stopLoss\n    closeOutPrice\n    closing {\n      ...RecordedPriceFields\n    }\n    closedBy\n    profit\n    instrument {\n      symbol\n      name\n      pricePrecision\n    }\n  }\n"): (typeof documents)["\n  fragment TradeFields on Trade {\n    id\n    symbol\n    side\n    status\n    currency\n    margin\n    leverage\n    units\n    opening {\n      ...RecordedPriceFields\n    }\n    takeProfit\n    stopLoss\n    closeOutPrice\n    closing {\n      ...RecordedPriceFields\n    }\n    closedBy\n    profit\n    instrument {\n      symbol\n      name\n      pricePrecision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TradingOptionFields on TradingOption {\n    id\n    symbol\n    direction\n    status\n    currency\n    stake\n    payoutPercent\n    strike {\n      ...RecordedPriceFields\n    }\n    expiresAt\n    settlement {\n      ...RecordedPriceFields\n    }\n    profit\n  }\n"): (typeof documents)["\n  fragment TradingOptionFields on TradingOption {\n    id\n    symbol\n    direction\n    status\n    currency\n    stake\n    payoutPercent\n    strike {\n      ...RecordedPriceFields\n    }\n    expiresAt\n    settlement {\n      ...RecordedPriceFields\n    }\n    profit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TraderFields on Trader {\n    id\n    name\n    description\n    profitSharePercent\n    minAllocation\n    maxAllocation\n    copiers\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      maxDrawdown\n      assetsCopying\n      statisticsUnavailable\n    }\n  }\n"): (typeof documents)["\n  fragment TraderFields on Trader {\n    id\n    name\n    description\n    profitSharePercent\n    minAllocation\n    maxAllocation\n    copiers\n    statistics {\n      winRate\n      numberOfTrades\n      return\n      maxDrawdown\n      assetsCopying\n      statisticsUnavailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradingInstruments {\n    instruments {\n      symbol\n      name\n      market\n      pricePrecision\n      leverage {\n        min\n        max\n      }\n      lastQuote {\n        ask\n        bid\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query TradingInstruments {\n    instruments {\n      symbol\n      name\n      market\n      pricePrecision\n      leverage {\n        min\n        max\n      }\n      lastQuote {\n        ask\n        bid\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradingCandles($symbol: String!, $from: DateTime!, $to: DateTime!, $timeframe: Timeframe!) {\n    candles(symbol: $symbol, from: $from, to: $to, timeframe: $timeframe) {\n      startedAt\n      open\n      high\n      low\n      close\n    }\n  }\n"): (typeof documents)["\n  query TradingCandles($symbol: String!, $from: DateTime!, $to: DateTime!, $timeframe: Timeframe!) {\n    candles(symbol: $symbol, from: $from, to: $to, timeframe: $timeframe) {\n      startedAt\n      open\n      high\n      low\n      close\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TradingTicker($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n      bid\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription TradingTicker($symbols: [String!]!) {\n    tickers(symbols: $symbols) {\n      symbol\n      ask\n      bid\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyTrades {\n    myTrades {\n      at\n      change {\n        kind\n        id\n        event\n        status\n        reason\n        at\n      }\n      profits {\n        tradeId\n        symbol\n        price\n        tickAt\n        profit\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MyTrades {\n    myTrades {\n      at\n      change {\n        kind\n        id\n        event\n        status\n        reason\n        at\n      }\n      profits {\n        tradeId\n        symbol\n        price\n        tickAt\n        profit\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenTrade($input: OpenTradeInput!) {\n    openTrade(input: $input) {\n      ...TradeFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenTrade($input: OpenTradeInput!) {\n    openTrade(input: $input) {\n      ...TradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseTrade($id: ID!) {\n    closeTrade(id: $id) {\n      ...TradeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CloseTrade($id: ID!) {\n    closeTrade(id: $id) {\n      ...TradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenOption($input: OpenOptionInput!) {\n    openOption(input: $input) {\n      ...TradingOptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenOption($input: OpenOptionInput!) {\n    openOption(input: $input) {\n      ...TradingOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradingOption($id: ID!) {\n    tradingOption(id: $id) {\n      ...TradingOptionFields\n    }\n  }\n"): (typeof documents)["\n  query TradingOption($id: ID!) {\n    tradingOption(id: $id) {\n      ...TradingOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOpenTrades {\n    me {\n      id\n      openTrades {\n        ...TradeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOpenTrades {\n    me {\n      id\n      openTrades {\n        ...TradeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTradeHistory($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      trades(status: CLOSED, page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...TradeFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTradeHistory($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      trades(status: CLOSED, page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...TradeFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOptionHistory($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      options(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...TradingOptionFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOptionHistory($page: Int!, $pageSize: Int!) {\n    me {\n      id\n      options(page: $page, pageSize: $pageSize) {\n        total\n        page\n        pageSize\n        items {\n          ...TradingOptionFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradeDetail($id: ID!) {\n    trade(id: $id) {\n      ...TradeFields\n      openRate\n      closeRate\n    }\n  }\n"): (typeof documents)["\n  query TradeDetail($id: ID!) {\n    trade(id: $id) {\n      ...TradeFields\n      openRate\n      closeRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradersList {\n    traders {\n      ...TraderFields\n    }\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        startedAt\n        trader {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TradersList {\n    traders {\n      ...TraderFields\n    }\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        startedAt\n        trader {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCopiedTraders {\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        startedAt\n        trader {\n          ...TraderFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCopiedTraders {\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        startedAt\n        trader {\n          ...TraderFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TraderDetail($id: ID!) {\n    trader(id: $id) {\n      ...TraderFields\n      equityCurve {\n        at\n        equity {\n          amount\n          assetCode\n        }\n      }\n      recentTrades(limit: 10) {\n        ...TradeFields\n      }\n    }\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        trader {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TraderDetail($id: ID!) {\n    trader(id: $id) {\n      ...TraderFields\n      equityCurve {\n        at\n        equity {\n          amount\n          assetCode\n        }\n      }\n      recentTrades(limit: 10) {\n        ...TradeFields\n      }\n    }\n    me {\n      id\n      copiedTraders {\n        id\n        allocation\n        trader {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyTrader($traderId: ID!, $allocation: String!, $requestId: ID!) {\n    copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) {\n      id\n      allocation\n      startedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CopyTrader($traderId: ID!, $allocation: String!, $requestId: ID!) {\n    copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) {\n      id\n      allocation\n      startedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopCopying($traderId: ID!) {\n    stopCopying(traderId: $traderId) {\n      id\n      stoppedAt\n    }\n  }\n"): (typeof documents)["\n  mutation StopCopying($traderId: ID!) {\n    stopCopying(traderId: $traderId) {\n      id\n      stoppedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradingRiskWarning {\n    riskWarning {\n      losingAccountsPercent\n      accountsCounted\n      periodMonths\n    }\n  }\n"): (typeof documents)["\n  query TradingRiskWarning {\n    riskWarning {\n      losingAccountsPercent\n      accountsCounted\n      periodMonths\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradingEligibility {\n    tradingEligibility {\n      country\n      tradingAllowed\n      optionsAllowed\n      reason\n    }\n  }\n"): (typeof documents)["\n  query TradingEligibility {\n    tradingEligibility {\n      country\n      tradingAllowed\n      optionsAllowed\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRecentOptions {\n    me {\n      id\n      options(pageSize: 10) {\n        items {\n          ...TradingOptionFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRecentOptions {\n    me {\n      id\n      options(pageSize: 10) {\n        items {\n          ...TradingOptionFields\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;