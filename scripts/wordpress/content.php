<?php
/**
 * Creates and changes the content plugin's entries (team members, clients, testimonials, FAQs,
 * offices) and the site settings as an editor would: the same hooks run as in the admin, so
 * values are checked (a refused entry stays a draft with its notice) and the website is told of
 * every change when NIRMAL_EARTH_REVALIDATE_URL and NIRMAL_EARTH_WEBHOOK_SECRET are set.
 *
 *   php scripts/wordpress/content.php create <type> '<json>'     prints the new id
 *       type: team-member | client | testimonial | faq | office
 *       json: {"title": "...", "content": "...", "menu_order": 1, "status": "publish"|"draft", "password": "...",
 *              "meta": {...}, "image": "public/x.png", "alt": "..."}  (status defaults to publish;
 *              image: a PNG, JPEG or WebP file in the repository, for team-member and client)
 *   php scripts/wordpress/content.php update <id> '<json>'       the same keys, only those given
 *   php scripts/wordpress/content.php status <id> publish|draft|trash
 *   php scripts/wordpress/content.php delete <id>
 *   php scripts/wordpress/content.php raw-meta <id> <key> '<json value>'   bypasses every check
 *   php scripts/wordpress/content.php settings '<json>'          a partial update of the settings
 *   php scripts/wordpress/content.php show <id>                  the entry, its meta and notice as JSON
 *   php scripts/wordpress/content.php reset                      no entries, empty settings, samples back
 *
 * A refused value is reported on stderr (the command still succeeds: the entry is kept as a
 * draft, a settings field keeps its previous value); a usage or WordPress error exits with 1.
 */
// NIRMAL_EARTH_WP_CONFIG picks another /etc/wordpress/config-<name>.php (a second checkout's plugins).
$_SERVER['WORDPRESS_CONFIG'] = getenv('NIRMAL_EARTH_WP_CONFIG') ?: 'nirmal-earth';
$_SERVER['HTTP_HOST'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/post.php';
require_once ABSPATH . 'wp-admin/includes/template.php';

$repo = dirname(__DIR__, 2);

function fail(string $message): never
{
    fwrite(STDERR, $message . "\n");
    exit(1);
}

function json_arg(?string $text): array
{
    $value = json_decode((string) $text, true);
    if (!is_array($value)) {
        fail('expected a JSON object, got: ' . (string) $text);
    }
    return $value;
}

function entry(string $id): WP_Post
{
    $post = ctype_digit($id) ? get_post((int) $id) : null;
    if (!$post || ne_content_type_key($post->post_type) === null) {
        fail("no content entry with id {$id}");
    }
    return $post;
}

/** Uploads a repository image to the media library; returns the attachment id. */
function upload_image(string $path, string $alt, int $parent): int
{
    global $repo;
    $file = realpath(str_starts_with($path, '/') ? $path : $repo . '/' . $path);
    if ($file === false || !str_starts_with($file, $repo . '/') || !is_file($file)) {
        fail("image not found in the repository: {$path}");
    }
    $type = wp_check_filetype(basename($file));
    if (!in_array($type['type'], ['image/png', 'image/jpeg', 'image/webp'], true)) {
        fail("image must be PNG, JPEG or WebP: {$path}");
    }
    $bits = wp_upload_bits(basename($file), null, (string) file_get_contents($file));
    if ($bits['error']) {
        fail('upload failed: ' . $bits['error']);
    }
    $id = wp_insert_attachment(['post_mime_type' => $type['type'], 'post_title' => pathinfo($file, PATHINFO_FILENAME), 'post_status' => 'inherit'], $bits['file'], $parent);
    wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $bits['file']));
    update_post_meta($id, '_wp_attachment_image_alt', $alt);
    update_post_meta($id, '_ne_content_upload', 1);
    return $id;
}

/** The post fields of a create or update JSON. */
function post_fields(array $json): array
{
    $fields = [];
    foreach (['title' => 'post_title', 'content' => 'post_content', 'menu_order' => 'menu_order', 'status' => 'post_status', 'password' => 'post_password'] as $from => $to) {
        if (array_key_exists($from, $json)) {
            $fields[$to] = $from === 'menu_order' ? (int) $json[$from] : (string) $json[$from];
        }
    }
    if (isset($fields['post_status']) && !in_array($fields['post_status'], ['publish', 'draft'], true)) {
        fail('status must be publish or draft');
    }
    return $fields;
}

function report_notice(int $id): void
{
    $notice = get_post_meta($id, NE_CONTENT_NOTICE_META, true);
    if (is_array($notice) && !empty($notice['errors'])) {
        $what = match (true) {
            !empty($notice['kept_live']) => "refused, the published version kept:\n",
            !empty($notice['demoted']) => "refused, kept as a draft:\n",
            default => "cannot be published yet:\n",
        };
        fwrite(STDERR, $what . '  ' . implode("\n  ", $notice['errors']) . "\n");
    }
}

function set_image(int $id, array $json): void
{
    if (!empty($json['image'])) {
        set_post_thumbnail($id, upload_image((string) $json['image'], (string) ($json['alt'] ?? ''), $id));
    }
}

// Act as the site's administrator (scripts/wordpress/install.php), as an editor would.
$admins = get_users(['role' => 'administrator', 'number' => 1, 'orderby' => 'ID']);
if ($admins) {
    wp_set_current_user($admins[0]->ID);
}

[$script, $command] = array_pad($argv, 2, '');
$args = array_slice($argv, 2);

switch ($command) {
    case 'create':
        $types = ne_content_types();
        if (!isset($types[$args[0] ?? ''])) {
            fail('type must be one of ' . implode(', ', array_keys($types)));
        }
        $json = json_arg($args[1] ?? '{}');
        if (isset($json['meta']) && !is_array($json['meta'])) {
            fail('meta must be an object');
        }
        $GLOBALS['ne_content_pending'][0] = $json['meta'] ?? [];
        $fields = post_fields($json) + ['post_status' => 'publish', 'post_title' => ''];
        $id = wp_insert_post(['post_type' => $types[$args[0]]['post_type']] + $fields, true);
        if (is_wp_error($id)) {
            fail($id->get_error_message());
        }
        set_image($id, $json);
        report_notice($id);
        echo $id . "\n";
        break;

    case 'update':
        $post = entry($args[0] ?? '');
        $json = json_arg($args[1] ?? '{}');
        if (isset($json['meta'])) {
            if (!is_array($json['meta'])) {
                fail('meta must be an object');
            }
            $GLOBALS['ne_content_pending'][$post->ID] = $json['meta'];
        }
        $result = wp_update_post(['ID' => $post->ID] + post_fields($json), true);
        if (is_wp_error($result)) {
            fail($result->get_error_message());
        }
        set_image($post->ID, $json);
        report_notice($post->ID);
        echo "Updated {$post->ID}\n";
        break;

    case 'status':
        $post = entry($args[0] ?? '');
        $status = $args[1] ?? '';
        if ($status === 'trash') {
            wp_trash_post($post->ID) || fail('could not trash ' . $post->ID);
        } elseif (in_array($status, ['publish', 'draft'], true)) {
            if ($post->post_status === 'trash') {
                wp_untrash_post($post->ID);
            }
            $result = wp_update_post(['ID' => $post->ID, 'post_status' => $status], true);
            if (is_wp_error($result)) {
                fail($result->get_error_message());
            }
            report_notice($post->ID);
        } else {
            fail('status must be publish, draft or trash');
        }
        echo "{$post->ID} is now " . get_post_status($post->ID) . "\n";
        break;

    case 'delete':
        $post = entry($args[0] ?? '');
        wp_delete_post($post->ID, true) || fail('could not delete ' . $post->ID);
        echo "Deleted {$post->ID}\n";
        break;

    case 'raw-meta':
        $post = entry($args[0] ?? '');
        $key = $args[1] ?? '';
        if ($key === '' || !isset($args[2])) {
            fail("usage: content.php raw-meta <id> <key> '<json value>'");
        }
        $value = json_decode($args[2], true);
        if (json_last_error() !== JSON_ERROR_NONE) {
            fail('the value must be JSON, e.g. \'"0123"\' or \'["x"]\'');
        }
        // Stored as given: no sanitising, no check, the status unchanged.
        remove_all_filters("sanitize_post_meta_{$key}_for_{$post->post_type}");
        remove_all_filters("sanitize_post_meta_{$key}");
        update_post_meta($post->ID, $key, wp_slash($value));
        echo "Wrote {$key} of {$post->ID}\n";
        break;

    case 'settings':
        $json = json_arg($args[0] ?? '{}');
        ne_settings_ensure_option();
        $current = get_option(NE_SETTINGS_OPTION, []);
        $merged = array_replace_recursive(is_array($current) ? $current : [], $json);
        update_option(NE_SETTINGS_OPTION, $merged);
        foreach (get_settings_errors(NE_SETTINGS_OPTION) as $error) {
            fwrite(STDERR, 'refused: ' . $error['message'] . "\n");
        }
        echo wp_json_encode(ne_settings_get(), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . "\n";
        break;

    case 'show':
        $post = entry($args[0] ?? '');
        $key = ne_content_type_key($post->post_type);
        $notice = get_post_meta($post->ID, NE_CONTENT_NOTICE_META, true);
        echo wp_json_encode([
            'id' => $post->ID,
            'type' => $key,
            'status' => $post->post_status,
            'title' => $post->post_title,
            'content' => $post->post_content,
            'menu_order' => $post->menu_order,
            'meta' => ne_content_stored_values($post->ID, $key),
            'image' => get_post_thumbnail_id($post) ?: null,
            'notice' => is_array($notice) ? $notice : null,
            'answer_removed' => get_post_meta($post->ID, NE_CONTENT_ANSWER_NOTE_META, true) ?: null,
        ], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . "\n";
        break;

    case 'reset':
        $posts = get_posts(['post_type' => ne_content_post_types(), 'post_status' => 'any,trash,auto-draft', 'numberposts' => -1, 'fields' => 'ids']);
        foreach ($posts as $id) {
            wp_delete_post($id, true);
        }
        $uploads = get_posts(['post_type' => 'attachment', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids', 'meta_key' => '_ne_content_upload']);
        foreach ($uploads as $id) {
            wp_delete_attachment($id, true);
        }
        delete_option(NE_SETTINGS_OPTION);
        delete_option(NE_SETTINGS_MODIFIED_OPTION);
        delete_option(NE_SAMPLES_RETIRED_OPTION);
        echo 'Removed ' . count($posts) . ' entries and ' . count($uploads) . " images; settings cleared\n";
        break;

    default:
        fail("usage: content.php create <type> '<json>' | update <id> '<json>' | status <id> publish|draft|trash | delete <id> | raw-meta <id> <key> '<json>' | settings '<json>' | show <id> | reset");
}
