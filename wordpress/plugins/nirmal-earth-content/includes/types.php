<?php
/**
 * The five post types and their meta, the REST API's checks, and the rule that an entry whose
 * values the site cannot use is never published: it is set back to a draft with a notice.
 */

if (!defined('ABSPATH')) {
    exit;
}

function ne_content_labels(array $type): array
{
    $one = $type['singular'];
    $many = $type['plural'];
    $lower = strtolower($one) === 'faq' ? 'FAQ' : strtolower($one);
    return [
        'name' => $many,
        'singular_name' => $one,
        'menu_name' => $many,
        'add_new' => 'Add new',
        'add_new_item' => "Add new {$lower}",
        'edit_item' => "Edit {$lower}",
        'new_item' => "New {$lower}",
        'view_item' => "View {$lower}",
        'search_items' => "Search {$many}",
        'not_found' => "No {$lower} entries yet. Until one is published, the website shows its sample " . strtolower($many) . '.',
        'not_found_in_trash' => 'Nothing in the trash.',
        'all_items' => "All {$many}",
        'attributes' => 'Order',
        'featured_image' => $type['image']['label'] ?? 'Image',
        'set_featured_image' => 'Set ' . strtolower($type['image']['label'] ?? 'image'),
        'remove_featured_image' => 'Remove ' . strtolower($type['image']['label'] ?? 'image'),
        'use_featured_image' => 'Use as ' . strtolower($type['image']['label'] ?? 'image'),
        'item_published' => "{$one} published.",
        'item_updated' => "{$one} updated.",
        'item_reverted_to_draft' => "{$one} set back to draft.",
    ];
}

add_action('init', function () {
    $position = 26;
    foreach (ne_content_types() as $key => $type) {
        // custom-fields: the REST API publishes registered meta only for types that support it.
        $supports = ['title', 'page-attributes', 'custom-fields'];
        if ($type['image'] !== null) {
            $supports[] = 'thumbnail';
        }
        if ($key === 'faq') {
            $supports[] = 'editor';
        }
        register_post_type($type['post_type'], [
            'labels' => ne_content_labels($type),
            'description' => $type['plural'] . ' shown on the website.',
            'public' => false,
            'publicly_queryable' => false,
            'exclude_from_search' => true,
            'show_ui' => true,
            'show_in_menu' => true,
            'show_in_nav_menus' => false,
            'show_in_admin_bar' => false,
            'show_in_rest' => true,
            'rest_base' => $type['rest_base'],
            'menu_icon' => $type['menu_icon'],
            'menu_position' => $position++,
            'hierarchical' => false,
            'has_archive' => false,
            'rewrite' => false,
            'query_var' => false,
            'can_export' => true,
            'delete_with_user' => false,
            'capability_type' => 'post',
            'map_meta_cap' => true,
            'supports' => $supports,
        ]);

        foreach ($type['fields'] as $name => $field) {
            $schema = ne_content_field_schema($field);
            $args = [
                'type' => ne_content_field_meta_type($field),
                'description' => $field['label'] . '. ' . $field['help'],
                'single' => true,
                'sanitize_callback' => fn($value) => ne_content_normalise($field, $value),
                'auth_callback' => fn($allowed, $meta_key, $post_id) => current_user_can('edit_post', $post_id),
                'show_in_rest' => ['schema' => $schema + ['description' => $field['help']]],
            ];
            // A default must itself be valid; a required field has none (the REST API shows null).
            $default = ne_content_field_default($field);
            if (!is_wp_error(rest_validate_value_from_schema($default, $schema))) {
                $args['default'] = $default;
            }
            register_post_meta($type['post_type'], $name, $args);
        }
    }
});

// Core's REST API turns an empty number meta into 0; an empty latitude or longitude is null, and
// the published schema says so.
foreach (ne_content_types() as $ne_type) {
    $ne_numbers = array_keys(array_filter($ne_type['fields'], fn($field) => $field['kind'] === 'number'));
    if (!$ne_numbers) {
        continue;
    }
    add_filter('rest_prepare_' . $ne_type['post_type'], function ($response, $post) use ($ne_numbers) {
        $data = $response->get_data();
        if (isset($data['meta']) && is_array($data['meta'])) {
            foreach ($ne_numbers as $name) {
                $stored = get_post_meta($post->ID, $name, false);
                $data['meta'][$name] = $stored && is_numeric($stored[0]) ? (float) $stored[0] : null;
            }
            $response->set_data($data);
        }
        return $response;
    }, 10, 2);
    add_filter('rest_' . $ne_type['post_type'] . '_item_schema', function ($schema) use ($ne_numbers) {
        foreach ($ne_numbers as $name) {
            if (isset($schema['properties']['meta']['properties'][$name])) {
                $schema['properties']['meta']['properties'][$name]['type'] = ['number', 'null'];
                $schema['properties']['meta']['properties'][$name]['default'] = null;
            }
        }
        return $schema;
    });
}
unset($ne_type, $ne_numbers);

// Photos and logos are featured images, which need the theme's support (a site may have none).
add_action('after_setup_theme', function () {
    $ours = array_values(array_map(fn($type) => $type['post_type'], array_filter(ne_content_types(), fn($type) => $type['image'] !== null)));
    $support = get_theme_support('post-thumbnails');
    if ($support === false) {
        add_theme_support('post-thumbnails', $ours);
    } elseif (is_array($support) && isset($support[0]) && is_array($support[0])) {
        add_theme_support('post-thumbnails', array_values(array_unique(array_merge($support[0], $ours))));
    }
}, 100);

// The classic editor: meta boxes and notices work as editors know them, and the FAQ answer
// is edited with the few formats it may keep.
add_filter('use_block_editor_for_post_type', function ($use, $post_type) {
    return in_array($post_type, ne_content_post_types(), true) ? false : $use;
}, 10, 2);

/**
 * An FAQ answer as the website shows it, and what was taken out: the tags it may not keep (their
 * text stays, but for scripts and styles) and links without a usable address (a `javascript:`
 * link, or a bare word: only /paths, #anchors, https://, http://, mailto: and tel: are links).
 *
 * @return array{0:string,1:list<string>} the answer and the names of what was removed
 */
function ne_content_clean_answer(string $html): array
{
    $removed = [];
    $allowed = ne_content_answer_tags();
    preg_match_all('#<\s*([a-z][a-z0-9-]*)\b#i', $html, $tags);
    foreach (array_unique(array_map('strtolower', $tags[1])) as $tag) {
        if (!isset($allowed[$tag]) && !in_array($tag, ['b', 'i'], true)) {
            $removed[] = "<{$tag}>";
        }
    }
    // Scripts and styles go with their text; other tags leave their text behind.
    $answer = preg_replace('#<(script|style|template|noscript)\b[^>]*>.*?</\1\s*>#is', '', $html) ?? '';
    $answer = wp_kses($answer, $allowed, ['http', 'https', 'mailto', 'tel']);
    $unsafe = 0;
    $answer = preg_replace_callback('#<a\b([^>]*)>(.*?)</a>#is', function ($m) use (&$unsafe) {
        if (preg_match('#href=(["\'])(.*?)\1#i', $m[1], $href)
            && preg_match('#^(/(?!/)|\#.|https?://|mailto:|tel:)#i', trim(html_entity_decode($href[2])))) {
            return $m[0];
        }
        $unsafe++;
        return $m[2];
    }, $answer) ?? $answer;
    if ($unsafe > 0) {
        $removed[] = $unsafe === 1 ? 'a link without a web address' : "{$unsafe} links without a web address";
    }
    return [trim($answer), $removed];
}

/** What the last save took out of each FAQ's answer, by post id (shown once on its screen). */
const NE_CONTENT_ANSWER_NOTE_META = '_ne_content_answer_removed';
$GLOBALS['ne_content_answer_removed'] = [];

// The FAQ answer keeps only the HTML the website shows, and the editor is told what went.
add_filter('wp_insert_post_data', function ($data, $postarr) {
    if (($data['post_type'] ?? '') === 'ne_faq') {
        [$answer, $removed] = ne_content_clean_answer(wp_unslash($data['post_content']));
        $data['post_content'] = wp_slash($answer);
        $GLOBALS['ne_content_answer_removed'][(int) ($postarr['ID'] ?? 0)] = $removed;
    }
    if (in_array($data['post_type'] ?? '', ne_content_post_types(), true)) {
        $data['post_title'] = wp_slash(ne_content_plain(wp_unslash($data['post_title'])));
    }
    return $data;
}, 10, 2);

add_action('wp_after_insert_post', function ($post_id, $post) {
    if ($post->post_type !== 'ne_faq' || wp_is_post_revision($post) || wp_is_post_autosave($post)) {
        return;
    }
    $removed = $GLOBALS['ne_content_answer_removed'][$post_id] ?? $GLOBALS['ne_content_answer_removed'][0] ?? null;
    unset($GLOBALS['ne_content_answer_removed'][$post_id], $GLOBALS['ne_content_answer_removed'][0]);
    if ($removed) {
        update_post_meta($post_id, NE_CONTENT_ANSWER_NOTE_META, $removed);
    } elseif ($removed !== null) {
        delete_post_meta($post_id, NE_CONTENT_ANSWER_NOTE_META);
    }
}, 10, 2);

// A password-protected entry is not public: the website, which reads without signing in, never
// gets it, in the list or by its id (core would show it with only its text hidden).
foreach (ne_content_post_types() as $ne_post_type) {
    add_filter('rest_' . $ne_post_type . '_query', function ($args) {
        if (!current_user_can('edit_posts')) {
            $args['has_password'] = false;
        }
        return $args;
    });
    add_filter('rest_prepare_' . $ne_post_type, function ($response, $post) {
        if ($post->post_password !== '' && !current_user_can('edit_post', $post->ID)) {
            return new WP_Error('rest_forbidden', 'This entry is not public.', ['status' => 401]);
        }
        return $response;
    }, 5, 2);
}
unset($ne_post_type);

// REST writes meet the same rules as the admin: a value that breaks one is refused (400).
foreach (ne_content_types() as $ne_key => $ne_type) {
    add_filter('rest_pre_insert_' . $ne_type['post_type'], function ($prepared, $request) use ($ne_type) {
        $meta = $request['meta'];
        if (!is_array($meta)) {
            return $prepared;
        }
        foreach ($ne_type['fields'] as $name => $field) {
            if (!array_key_exists($name, $meta)) {
                continue;
            }
            $error = ne_content_check($field, ne_content_normalise($field, $meta[$name]));
            if ($error !== null) {
                return new WP_Error('rest_invalid_param', $error, ['status' => 400, 'params' => ['meta' => $error]]);
            }
        }
        return $prepared;
    }, 10, 2);
}
unset($ne_key, $ne_type);

/** Values typed in the admin form during this request, by post id (kept when refused). */
$GLOBALS['ne_content_typed'] = [];
/** Entries published before this request's save, by post id (admin.php). */
$GLOBALS['ne_content_was_published'] = [];
/** Updates of published entries refused during this request: their errors, by post id. */
$GLOBALS['ne_content_refused_live'] = [];
/** Set while a refused Update's published title and answer are put back. */
$GLOBALS['ne_content_restoring'] = false;
/** Entries set back to draft during this request, by post id. */
$GLOBALS['ne_content_demoted'] = [];

/**
 * Checks an entry after every save (admin, Quick Edit, REST, scripts). An entry that is
 * published or scheduled with a value the site cannot use goes back to draft; the errors (and
 * the values the editor typed) are kept for the notice and the form until a save is clean.
 */
add_action('wp_after_insert_post', function ($post_id, $post, $update, $post_before) {
    $key = ne_content_type_key($post->post_type);
    if ($key === null || wp_is_post_revision($post) || wp_is_post_autosave($post)
        || in_array($post->post_status, ['auto-draft', 'trash', 'inherit'], true)
        || $GLOBALS['ne_content_restoring']) {
        return;
    }
    // An Update of a published entry was refused (or its new title or answer is): the published
    // version stays on the site and what the editor typed waits in the notice.
    $title_or_answer = $post_before && $post_before->post_status === 'publish' && $post->post_status === 'publish'
        ? ne_content_entry_errors($key, (string) $post->post_title, (string) $post->post_content, ne_content_stored_values($post_id, $key))
        : [];
    if (isset($GLOBALS['ne_content_refused_live'][$post_id]) || $title_or_answer) {
        $errors = $GLOBALS['ne_content_refused_live'][$post_id] ?? $title_or_answer;
        unset($GLOBALS['ne_content_refused_live'][$post_id]);
        update_post_meta($post_id, NE_CONTENT_NOTICE_META, wp_slash([
            'errors' => $errors,
            'values' => $GLOBALS['ne_content_typed'][$post_id] ?? [],
            'title' => (string) $post->post_title,
            'content' => (string) $post->post_content,
            'kept_live' => true,
            'demoted' => false,
            'time' => time(),
        ]));
        if ($post->post_title !== $post_before->post_title || $post->post_content !== $post_before->post_content) {
            $GLOBALS['ne_content_restoring'] = true;
            wp_update_post(['ID' => $post_id, 'post_title' => $post_before->post_title, 'post_content' => $post_before->post_content]);
            $GLOBALS['ne_content_restoring'] = false;
        }
        return;
    }
    $errors = ne_content_entry_errors($key, (string) $post->post_title, (string) $post->post_content, ne_content_stored_values($post_id, $key));
    if (!$errors) {
        delete_post_meta($post_id, NE_CONTENT_NOTICE_META);
        return;
    }
    $demote = in_array($post->post_status, ['publish', 'future', 'pending'], true);
    $notice = [
        'errors' => $errors,
        'values' => $GLOBALS['ne_content_typed'][$post_id] ?? [],
        'demoted' => $demote || !empty($GLOBALS['ne_content_demoted'][$post_id]),
        'time' => time(),
    ];
    update_post_meta($post_id, NE_CONTENT_NOTICE_META, wp_slash($notice));
    if ($demote) {
        $GLOBALS['ne_content_demoted'][$post_id] = true;
        $back = ['ID' => $post_id, 'post_status' => 'draft'];
        if (!$post_before || $post_before->post_status !== 'publish') {
            // Never on the site: a draft that publishes "immediately" once corrected.
            $back['post_date_gmt'] = '0000-00-00 00:00:00';
        }
        wp_update_post($back);
    }
}, 10, 4);

// An admin list sorted as the website shows the entries: by Order, then name.
add_action('pre_get_posts', function ($query) {
    if (!is_admin() || !$query->is_main_query() || $query->get('orderby')) {
        return;
    }
    if (in_array($query->get('post_type'), ne_content_post_types(), true)) {
        $query->set('orderby', ['menu_order' => 'ASC', 'title' => 'ASC']);
    }
});
