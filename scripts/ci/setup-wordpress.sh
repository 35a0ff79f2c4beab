#!/usr/bin/env bash
# Installs a real WordPress for the blog's integration tests on a Debian machine, as root:
# Debian's wordpress, php-cli, php-mysql and mariadb-server packages, a database, the site's
# configuration (with this repository's must-use plugins: the posts webhook and the content
# plugin, wordpress/plugins/nirmal-earth-content), an install, the seed posts, and
# PHP's built-in server on 127.0.0.1:${WORDPRESS_PORT:-8881}. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo="$(pwd)"
port="${WORDPRESS_PORT:-8881}"

if [ "$(id -u)" != "0" ]; then echo "run as root" >&2; exit 1; fi

need=()
for pkg in wordpress php-cli php-mysql php-gd mariadb-server curl; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  # The wordpress package pulls in Apache; keep it (and other daemons) from starting.
  policy_added=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && policy_added=1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  [ "$policy_added" = 1 ] && rm -f /usr/sbin/policy-rc.d
fi

# MariaDB: start it when it is not running (CI containers have no init system).
if ! mysqladmin --user=root ping >/dev/null 2>&1; then
  mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld
  (mysqld_safe >/dev/null 2>&1 &)
  for _ in $(seq 1 60); do mysqladmin --user=root ping >/dev/null 2>&1 && break; sleep 0.5; done
fi

db_password_file=/etc/wordpress/nirmal-earth-db-password
mkdir -p /etc/wordpress
[ -s "$db_password_file" ] || (umask 077 && head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' >"$db_password_file")
db_password="$(cat "$db_password_file")"
# The test administrator's password (user "editor"), read by the admin tests and screenshots.
admin_password_file=/etc/wordpress/nirmal-earth-admin-password
[ -s "$admin_password_file" ] || (umask 077 && head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' >"$admin_password_file")
mysql --user=root <<SQL
CREATE DATABASE IF NOT EXISTS nirmal_wp CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS 'nirmal_wp'@'localhost' IDENTIFIED BY '${db_password}';
ALTER USER 'nirmal_wp'@'localhost' IDENTIFIED BY '${db_password}';
GRANT ALL PRIVILEGES ON nirmal_wp.* TO 'nirmal_wp'@'localhost';
FLUSH PRIVILEGES;
SQL

salt() { head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9'; }
config=/etc/wordpress/config-nirmal-earth.php
if [ ! -s "$config" ] || ! grep -q "127.0.0.1:${port}'" "$config" || ! grep -q "$repo/wordpress/mu-plugins" "$config"; then
  cat >"$config" <<PHP
<?php
// Local WordPress for the website's blog integration tests (written by scripts/ci/setup-wordpress.sh).
define('DB_NAME', 'nirmal_wp');
define('DB_USER', 'nirmal_wp');
define('DB_PASSWORD', '${db_password}');
define('DB_HOST', 'localhost');
define('WP_HOME', 'http://127.0.0.1:${port}');
define('WP_SITEURL', 'http://127.0.0.1:${port}');
// The website's must-use plugin is loaded straight from the repository.
define('WPMU_PLUGIN_DIR', '${repo}/wordpress/mu-plugins');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
// No calls to wordpress.org; loopback (the website's webhook) stays allowed.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTH_KEY', '$(salt)');
define('SECURE_AUTH_KEY', '$(salt)');
define('LOGGED_IN_KEY', '$(salt)');
define('NONCE_KEY', '$(salt)');
define('AUTH_SALT', '$(salt)');
define('SECURE_AUTH_SALT', '$(salt)');
define('LOGGED_IN_SALT', '$(salt)');
define('NONCE_SALT', '$(salt)');
PHP
  chmod 640 "$config"
fi

mkdir -p /var/lib/wordpress/wp-content/uploads
php scripts/wordpress/install.php
php scripts/wordpress/seed.php
# Restart rather than reuse: a server left running by another checkout serves that
# checkout's router script, which may no longer exist.
scripts/wordpress/serve.sh stop
scripts/wordpress/serve.sh start
