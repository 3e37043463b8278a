import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Tabs } from "../../components/form/tabs";
import type { Channel } from "./auth-mode";

export interface ChannelTabsProps {
  readonly channels: readonly Channel[];
  readonly value: Channel;
  readonly onChange: (channel: Channel) => void;
  readonly children: ReactNode;
}

/** Phone or email (AUTH-VERIFY-1, AUTH-FORGOT-1, AUTH-UNLOCK-1): tabs when both are offered, just the fields when only one is. */
export function ChannelTabs({ channels, value, onChange, children }: ChannelTabsProps) {
  const { t } = useTranslation("auth");
  if (channels.length < 2) return <div className="auth-form__fields">{children}</div>;
  return (
    <Tabs
      className="auth-tabs"
      label={t("channels.label")}
      value={value}
      onChange={(id) => onChange(id === "email" ? "email" : "phone")}
      items={channels.map((id) => ({ id, label: t(`channels.${id}`) }))}
    >
      <div className="auth-form__fields">{children}</div>
    </Tabs>
  );
}
