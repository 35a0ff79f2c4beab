<?php
/**
 * Router for PHP's built-in web server (`php -S`), standing in for Apache's rewrite rules:
 * static files are served as they are, uploads come from WordPress's content directory and
 * every other path (pretty permalinks, /wp-json/...) goes through index.php.
 *
 *   php -S 127.0.0.1:8881 -t /usr/share/wordpress wordpress/router.php
 */

// Selects /etc/wordpress/config-nirmal-earth.php in Debian's wp-config.php.
// NIRMAL_EARTH_WP_CONFIG picks another /etc/wordpress/config-<name>.php (a second checkout's plugins).
$_SERVER['WORDPRESS_CONFIG'] = getenv('NIRMAL_EARTH_WP_CONFIG') ?: 'nirmal-earth';

$root = '/usr/share/wordpress';
$content = '/var/lib/wordpress';
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?: '/');

if (str_contains($path, '..')) {
    http_response_code(400);
    return true;
}

// Debian keeps wp-content (uploads, plugins) outside the code directory.
if (str_starts_with($path, '/wp-content/')) {
    $file = $content . $path;
    if (is_file($file) && !str_ends_with($file, '.php')) {
        $types = ['png' => 'image/png', 'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'gif' => 'image/gif',
            'webp' => 'image/webp', 'svg' => 'image/svg+xml', 'css' => 'text/css', 'js' => 'text/javascript'];
        $ext = strtolower(pathinfo($file, PATHINFO_EXTENSION));
        header('Content-Type: ' . ($types[$ext] ?? 'application/octet-stream'));
        header('Content-Length: ' . filesize($file));
        readfile($file);
        return true;
    }
}

$file = $root . $path;
if ($path !== '/' && is_file($file)) {
    if (!str_ends_with($file, '.php')) {
        return false;
    }
    $_SERVER['SCRIPT_NAME'] = $path;
    $_SERVER['SCRIPT_FILENAME'] = $file;
    chdir(dirname($file));
    require $file;
    return true;
}
if (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')) {
    $_SERVER['SCRIPT_NAME'] = rtrim($path, '/') . '/index.php';
    chdir($file);
    require rtrim($file, '/') . '/index.php';
    return true;
}

$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
chdir($root);
require $root . '/index.php';
return true;
