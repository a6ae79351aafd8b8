import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@mc/client';
import { FormErrors } from '../ui/FormErrors';
import { LoadingState } from '../ui/LoadingState';
import { pushSupported, requestPermission, subscribeBrowser, unsubscribeBrowser } from './browserPush';
import { notificationStatus, subscriptionInput } from './notificationStatus';
import { NOTIFICATION_STATE_QUERY, UPDATE_WEB_PUSH_MUTATION } from './queries';
import { useBrowserPermission } from './useBrowserPermission';

const STATUS_COLOURS = { GRANTED: 'green', DENIED: 'red', NOT_ASKED: 'gray' } as const;

/**
 * /user/auth/notifications.html: asks for the permission, subscribes this browser with the
 * server's VAPID key and saves the subscription, so operators can send it notifications.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const { data } = useQuery(NOTIFICATION_STATE_QUERY, { fetchPolicy: 'cache-and-network' });
  const [updateWebPush] = useMutation(UPDATE_WEB_PUSH_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [browserFailed, setBrowserFailed] = useState(false);
  const [permission, setPermission] = useBrowserPermission();

  if (!pushSupported())
    return (
      <Alert color="yellow" data-testid="notifications-unsupported">
        {t('notifications.unsupported')}
      </Alert>
    );
  if (!data?.me) return <LoadingState label={t('session.loading')} />;
  const status = notificationStatus(permission, data.me);
  const subscribed = permission === 'granted' && Boolean(data.me.pushSubscription);
  const vapidPublicKey = data.webPushPublicKey;

  const allow = () =>
    run(async () => {
      setBrowserFailed(false);
      // Already allowed: the browser answers at once without a prompt; only the subscription is missing.
      const answer = permission === 'granted' ? permission : await requestPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        await updateWebPush({
          variables: { permission: answer === 'denied' ? 'DENIED' : 'DEFAULT', subscription: null },
        });
        return;
      }
      let subscription;
      try {
        subscription = subscriptionInput(await subscribeBrowser(vapidPublicKey));
      } catch (error) {
        // The specification logs this exact text; the page says it too.
        console.error('failed to subscribe for push notifications', error);
        setBrowserFailed(true);
        return;
      }
      await updateWebPush({ variables: { permission: 'GRANTED', subscription } });
    });

  const stop = () =>
    run(async () => {
      await unsubscribeBrowser();
      await updateWebPush({ variables: { permission: 'DENIED', subscription: null } });
    });

  return (
    <Stack gap="md" data-testid="notification-settings">
      <Group gap="sm">
        <Text fw={600}>{t('notifications.state')}</Text>
        <Badge color={STATUS_COLOURS[status]} data-testid="notification-status">
          {t(`notifications.status.${status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" data-testid="notification-explain">
        {t(`notifications.explain.${status === 'GRANTED' && !subscribed ? 'GRANTED_NOT_SUBSCRIBED' : status}`)}
      </Text>
      {permission === 'denied' && (
        <Alert color="yellow" data-testid="notifications-blocked">
          {t('notifications.blocked')}
        </Alert>
      )}
      {!subscribed && permission !== 'denied' && (
        <Button onClick={() => void allow()} loading={pending} data-testid="notifications-allow">
          {t(permission === 'granted' ? 'notifications.subscribe' : 'notifications.allow')}
        </Button>
      )}
      {subscribed && (
        <Button variant="default" onClick={() => void stop()} loading={pending} data-testid="notifications-stop">
          {t('notifications.stop')}
        </Button>
      )}
      {browserFailed && (
        <Alert color="red" role="alert" data-testid="notifications-subscribe-failed">
          {t('notifications.subscribeFailed')}
        </Alert>
      )}
      <FormErrors errors={errors} />
    </Stack>
  );
}
