import { defineFeatureMessages } from '../types';

/**
 * Labels and one-line descriptions of the permission catalogue (`app.permissions.items.<permission>`,
 * src/platform/permissionCatalogue.ts), written for the administrator who grants them. A nested
 * permission (`user_view.phone`) sits under the one it refines.
 */
export default defineFeatureMessages({
  'en-US': {
    changed: 'Your permissions have changed: the menu and buttons now show what you may do',
    items: {
      user_view: {
        label: 'Customers',
        description: 'View and work on customers: lists, detail, follow-ups, service records, calls',
        download_audio: {
          label: 'Download call recordings',
          description: 'Shows the download link on call recordings',
        },
        cross_store: {
          label: 'Allocate across stores',
          description: 'Choose another store when allocating a customer to a matchmaker',
        },
        phone: { label: 'Customer phone numbers', description: 'Reveal the full phone number of customers' },
        wechat: { label: 'Customer WeChat IDs', description: 'Reveal the WeChat ID of customers' },
        export: { label: 'Export customers', description: 'Export the customer list to a spreadsheet' },
      },
      customer: {
        clue: { label: 'Clues', description: 'View and enter clue customers (new leads)' },
        public: {
          label: 'Public sea',
          description: 'View the public sea, claim customers from it and put customers back',
        },
        my: { label: 'My customers', description: 'View the customers assigned to oneself' },
        action_log: {
          label: 'Customer action log',
          description: 'See who did what on each customer',
        },
        auth: {
          label: 'Certification review',
          description: 'Review the identity, education and other certifications customers submit',
          id_card: {
            label: 'ID card photos',
            description: 'See the ID card photos of certification requests',
          },
        },
        key_record: {
          label: 'Contact view records',
          description: "See who viewed customers' phone numbers and WeChat IDs, and when",
        },
        worker_comment: {
          label: 'Matchmaker reviews',
          description: 'View and manage the reviews customers leave on matchmakers',
        },
      },
      match_center: {
        my: {
          label: 'My allocated customers',
          description: 'Allocated customers, the match board and daily delivery of a matchmaker',
        },
        resource: {
          label: 'Member resources',
          description: 'Members whose plan is expiring and the guest wall',
        },
      },
      mate: {
        connect: {
          label: 'Connection requests',
          description: 'Handle the requests to introduce two members',
        },
        exchange: {
          label: 'Resource exchange',
          description: 'Exchange member resources with partner agencies',
        },
        interact: {
          label: 'Customer interactions',
          description: 'See the interactions between members',
        },
        question: {
          label: 'Questionnaire',
          description: 'Write the questionnaire: questions and answer options',
        },
        question_answer: {
          label: 'Questionnaire answers',
          description: "Read and correct members' questionnaire answers",
        },
      },
      dashboard: {
        worker_schedule: { label: 'Staff schedule', description: 'View the staff duty schedule' },
      },
      operate: {
        attach: { label: 'Media library', description: 'Manage the pictures and videos and their tags' },
        call_template: { label: 'Call scripts', description: 'Write the scripts staff read on calls' },
        guest_wall: { label: 'Guest wall picks', description: 'Choose the members shown on the guest wall' },
        sms_record: { label: 'SMS records', description: 'View and export the text messages sent' },
      },
      finance: {
        package: {
          label: 'Membership packages',
          description: 'Set the membership packages and their prices',
        },
      },
      setting: {
        change_log: {
          label: 'Update notes',
          description: 'Shows the update-notes icon and the release notes',
        },
        config: {
          label: 'System configuration',
          description: 'Change the basic, call, page, PC, helper, key and security settings',
        },
        official: { label: 'Official account', description: 'Configure the WeChat official account' },
        recharge: {
          bill: {
            label: 'Balance and bills',
            description: 'Open the finance drawer, recharge the cash balance and view the bills',
          },
          sms: { label: 'SMS recharge', description: 'Buy text message credit' },
        },
        channel: { label: 'Customer channels', description: 'Manage the channels customers come from' },
        contract_config: { label: 'Contract templates', description: 'Manage the contract templates' },
        domain: { label: 'Domains', description: 'Manage the domains of the mini-app and the site' },
        domain_dns: { label: 'DNS records', description: 'Manage the DNS records of the domains' },
        domain_qiniu: { label: 'CDN domains', description: 'Manage the CDN domains and their quota' },
        explanation: {
          label: 'Explanations',
          description: 'Write the explanations of customer statuses, services and terms',
        },
        ext_phone: { label: 'Extensions', description: 'Manage the phone extensions of staff' },
        feature: {
          label: 'Customer features',
          description: 'Manage the features customers are described by',
        },
        follow_template: {
          label: 'Follow-up templates',
          description: 'Manage the templates of follow-up notes',
        },
        pack: { label: 'Mini-app builds', description: 'Build, submit and publish the mini-app' },
        role: {
          label: 'Roles and permissions',
          description: 'Create roles, choose what each one may see and do, and read the log of changes',
        },
        pay_account: {
          label: 'Payment accounts',
          description: 'Manage the payment accounts that receive payments',
          secret: {
            label: 'Payment account keys',
            description: 'See and change the keys of payment accounts',
          },
        },
        service_config: { label: 'Service items', description: 'Set the service items sold to members' },
        sms_template: { label: 'SMS templates', description: 'Manage the templates of text messages' },
        store: { label: 'Stores', description: 'Manage the stores' },
        tag: { label: 'Tags', description: 'Manage the tags put on customers' },
        worker: { label: 'Staff', description: 'View, edit and export the details of staff' },
        worker_device: { label: 'Work phones', description: 'Manage the work phones given to staff' },
      },
      catalogue: {
        account: {
          label: 'System accounts',
          description: 'Manage the accounts of the product catalogue system',
        },
        category: { label: 'Product categories', description: 'Manage the product categories' },
        dealer: { label: 'Dealers', description: 'Manage the dealers' },
        feature: { label: 'Product features', description: 'Manage the features of products' },
        goods: { label: 'Products', description: 'Manage the products and materials' },
        home: {
          label: 'Home page management',
          description: 'Manage the banners, shortcut icons, new and popular products of the home page',
        },
        operation_log: { label: 'Operation log', description: 'See what was done in the system, by whom' },
        purchase_order: { label: 'Purchase orders', description: 'View, create and export purchase orders' },
        sales_order: { label: 'Sales orders', description: "View, create and export dealers' sales orders" },
        showroom: { label: 'Online showroom', description: 'Manage the templates of the online showroom' },
        stock: { label: 'Stock and warehouse', description: 'View the stock and record goods in and out' },
      },
    },
  },
  'zh-CN': {
    changed: '您的权限已变更：菜单和按钮已按新权限更新',
    items: {
      user_view: {
        label: '客户',
        description: '查看和处理客户：列表、详情、跟进、服务记录、通话',
        download_audio: { label: '下载通话录音', description: '在通话录音上显示下载链接' },
        cross_store: { label: '跨门店分配', description: '分配客户给红娘时可选择其他门店' },
        phone: { label: '客户手机号', description: '查看客户的完整手机号' },
        wechat: { label: '客户微信号', description: '查看客户的微信号' },
        export: { label: '导出客户', description: '将客户列表导出为表格' },
      },
      customer: {
        clue: { label: '客户线索', description: '查看和录入线索客户' },
        public: { label: '公海', description: '查看公海客户、从公海领取客户和将客户放回公海' },
        my: { label: '我的客户', description: '查看分配给自己的客户' },
        action_log: { label: '客户操作日志', description: '查看谁对客户做了什么' },
        auth: {
          label: '认证审核',
          description: '审核客户提交的实名、学历等认证',
          id_card: { label: '身份证照片', description: '查看认证申请中的身份证照片' },
        },
        key_record: { label: '关键信息查看记录', description: '查看谁在何时查看了客户的手机号和微信号' },
        worker_comment: { label: '红娘评价', description: '查看和管理客户对红娘的评价' },
      },
      match_center: {
        my: { label: '我的分配客户', description: '红娘的分配客户、匹配看板和每日推送' },
        resource: { label: '会员资源', description: '套餐即将到期的会员和嘉宾墙' },
      },
      mate: {
        connect: { label: '牵线申请', description: '处理为两位会员牵线的申请' },
        exchange: { label: '资源互换', description: '与合作机构互换会员资源' },
        interact: { label: '客户互动', description: '查看会员之间的互动' },
        question: { label: '问卷', description: '编写问卷的题目和选项' },
        question_answer: { label: '问卷答案', description: '查看和修正会员的问卷答案' },
      },
      dashboard: {
        worker_schedule: { label: '员工排班', description: '查看员工值班安排' },
      },
      operate: {
        attach: { label: '素材库', description: '管理图片、视频及其标签' },
        call_template: { label: '电话话术', description: '编写员工通话时使用的话术' },
        guest_wall: { label: '嘉宾墙推荐', description: '选择在嘉宾墙上展示的会员' },
        sms_record: { label: '短信记录', description: '查看和导出已发送的短信' },
      },
      finance: {
        package: { label: '会员套餐', description: '设置会员套餐及价格' },
      },
      setting: {
        change_log: { label: '更新日志', description: '显示更新日志图标和版本说明' },
        config: { label: '系统配置', description: '修改基础、呼叫、页面、PC、助手、密钥和安全设置' },
        official: { label: '公众号', description: '配置微信公众号' },
        recharge: {
          bill: { label: '余额与账单', description: '打开财务抽屉、充值现金余额和查看账单' },
          sms: { label: '短信充值', description: '购买短信条数' },
        },
        channel: { label: '客户渠道', description: '管理客户来源渠道' },
        contract_config: { label: '合同配置', description: '管理合同模板' },
        domain: { label: '域名', description: '管理小程序和网站的域名' },
        domain_dns: { label: '域名解析', description: '管理域名的解析记录' },
        domain_qiniu: { label: 'CDN 域名', description: '管理 CDN 域名及其流量额度' },
        explanation: { label: '名词说明', description: '编写客户状态、服务项目和名词的说明' },
        ext_phone: { label: '分机号', description: '管理员工的电话分机' },
        feature: { label: '客户特征', description: '管理描述客户的特征' },
        follow_template: { label: '跟进模板', description: '管理跟进记录的模板' },
        pack: { label: '小程序打包', description: '打包、提交审核和发布小程序' },
        role: {
          label: '角色权限',
          description: '新建角色、设置每个角色可见的菜单和可做的操作，并查看变更日志',
        },
        pay_account: {
          label: '支付账号',
          description: '管理收款的支付账号',
          secret: { label: '支付账号密钥', description: '查看和修改支付账号的密钥' },
        },
        service_config: { label: '服务配置', description: '设置向会员出售的服务项目' },
        sms_template: { label: '短信模板', description: '管理短信模板' },
        store: { label: '门店', description: '管理门店' },
        tag: { label: '标签', description: '管理客户标签' },
        worker: { label: '员工', description: '查看、编辑和导出员工资料' },
        worker_device: { label: '工作手机', description: '管理发给员工的工作手机' },
      },
      catalogue: {
        account: { label: '系统账号', description: '管理商品系统的账号' },
        category: { label: '商品分类', description: '管理商品分类' },
        dealer: { label: '经销商', description: '管理经销商' },
        feature: { label: '商品特征', description: '管理商品的特征' },
        goods: { label: '商品素材', description: '管理商品和素材' },
        home: { label: '首页管理', description: '管理首页的轮播图、快捷图标、新品和热门商品' },
        operation_log: { label: '操作日志', description: '查看系统中谁做了什么' },
        purchase_order: { label: '采购订单', description: '查看、新建和导出采购订单' },
        sales_order: { label: '销售订单', description: '查看、新建和导出经销商的销售订单' },
        showroom: { label: '在线样板间', description: '管理在线样板间的模板' },
        stock: { label: '库存与出入库', description: '查看库存并登记出入库' },
      },
    },
  },
});
