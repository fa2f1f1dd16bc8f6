import {
  AppOutline,
  DownlandOutline,
  InformationCircleOutline,
  LockOutline,
  MailOutline,
  PhonebookOutline,
  QuestionCircleOutline,
  TeamOutline,
  UserAddOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { LogoutIcon } from '@/components/icons';

/**
 * The icons of the entries both menus list (home's slide-out menu and /mine's 更多), by entry key,
 * so an entry looks the same in both.
 */
export const sharedMenuIcons: Record<string, ReactNode> = {
  kefu: <UserContactOutline />,
  message: <MailOutline />,
  applyagent: <UserAddOutline />,
  agentCentre: <TeamOutline />,
  agentLogin: <TeamOutline />,
  password: <LockOutline />,
  app: <DownlandOutline />,
  contact: <PhonebookOutline />,
  faq: <QuestionCircleOutline />,
  about: <InformationCircleOutline />,
  home: <AppOutline />,
  logout: <LogoutIcon />,
};
